import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { api } from '../../api';
import { lazyPage } from '../../lib/lazy-page';
import { formatUsd } from '../../lib/money';
import { QueryRetryAlert } from '../../ui/RetryAlert';
import { changeProps, lowStockNote } from '../dashboard/dashboard-rules';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { capitalise, MoneyCards, Panel, StatCard, StatGrid } from '../shared';
import { formatPercent } from './analytics-rules';

// The chart library is loaded by this page only, after its figures.
const RevenueTrendChart = lazyPage(() => import('./AnalyticsCharts'), 'RevenueTrendChart');
const UserGrowthChart = lazyPage(() => import('./AnalyticsCharts'), 'UserGrowthChart');

const chartLoading = <p role="status">Loading chart…</p>;

/** Analytics & Reporting (spec 2.17): every figure computed on the server over all the data, churn included. */
export function AnalyticsPage() {
  const analytics = useQuery({ queryKey: adminKeys.analytics, queryFn: api.getAnalytics });
  // The change labels and the bottom cards come from the dashboard's figures; a failure there leaves them out.
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: api.getAdminStats });

  if (analytics.isError) {
    return <QueryRetryAlert message="Failed to load analytics data" query={analytics} />;
  }
  if (!analytics.data) return <p role="status">Loading analytics…</p>;
  const data = analytics.data;
  const changes = stats.data?.changes;

  return (
    <>
      <StatGrid>
        <StatCard label="Monthly Revenue" value={formatUsd(data.monthlyRevenue)} {...changeProps(changes?.revenue)} />
        <StatCard label="Total Users" value={data.totalUsers} {...changeProps(changes?.users)} />
        <StatCard label="Churn Rate" value={formatPercent(data.churnRate)} />
        <StatCard label="Avg LTV" value={formatUsd(data.averageLtv)} />
      </StatGrid>
      <StatGrid>
        <MoneyCards figures={data} />
      </StatGrid>

      <Panel id="revenue-trend" title="Revenue Trend">
        <Suspense fallback={chartLoading}>
          <RevenueTrendChart data={data.revenueTrend} />
        </Suspense>
      </Panel>

      <Panel id="user-growth" title="User Growth">
        <Suspense fallback={chartLoading}>
          <UserGrowthChart data={data.userGrowth} />
        </Suspense>
      </Panel>

      <StatGrid>
        <Panel id="category-share" title="Category Rental Share">
          {data.categoryShare.length === 0 ? (
            <p className={styles.muted}>No rentals yet</p>
          ) : (
            <ul className={styles.list}>
              {data.categoryShare.map((entry) => (
                <li key={entry.category}>
                  {capitalise(entry.category)}: {entry.rentals} rental(s), {formatPercent(entry.percent)}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="top-locations" title="Top Locations">
          {data.topLocations.length === 0 ? (
            <p className={styles.muted}>No orders yet</p>
          ) : (
            <ol className={styles.list}>
              {data.topLocations.map((entry) => (
                <li key={`${entry.locationName}|${entry.state ?? ''}`}>
                  {entry.locationName}: {entry.orders} order(s)
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </StatGrid>

      {stats.data && (
        <StatGrid>
          <StatCard label="Active Subscriptions" value={stats.data.stats.activeSubscriptions} />
          <StatCard label="Available Inventory" value={stats.data.stats.availableInventory} note={lowStockNote(stats.data.stats)} />
          <StatCard label="Verified Users" value={stats.data.stats.verifiedUsers} />
        </StatGrid>
      )}
    </>
  );
}
