import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { api } from '../../api';
import { lazyPage } from '../../lib/lazy-page';
import { formatUsd } from '../../lib/money';
import { RetryAlert } from '../../ui/RetryAlert';
import { changeLabel } from '../dashboard/dashboard-rules';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { StatCard, StatGrid, capitalise } from '../shared/widgets';
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
    return <RetryAlert message="Failed to load analytics data" onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />;
  }
  if (!analytics.data) return <p role="status">Loading analytics…</p>;
  const data = analytics.data;
  const changes = stats.data?.changes;

  return (
    <>
      <StatGrid>
        <StatCard label="Monthly Revenue" value={formatUsd(data.monthlyRevenue)} change={changeLabel(changes?.revenue)} />
        <StatCard label="Total Users" value={data.totalUsers} change={changeLabel(changes?.users)} />
        <StatCard label="Churn Rate" value={formatPercent(data.churnRate)} />
        <StatCard label="Avg LTV" value={formatUsd(data.averageLtv)} />
      </StatGrid>

      <section className={styles.panel} aria-labelledby="revenue-trend">
        <h2 id="revenue-trend" className={styles.panelTitle}>
          Revenue Trend
        </h2>
        <Suspense fallback={chartLoading}>
          <RevenueTrendChart data={data.revenueTrend} />
        </Suspense>
      </section>

      <section className={styles.panel} aria-labelledby="user-growth">
        <h2 id="user-growth" className={styles.panelTitle}>
          User Growth
        </h2>
        <Suspense fallback={chartLoading}>
          <UserGrowthChart data={data.userGrowth} />
        </Suspense>
      </section>

      <StatGrid>
        <section className={styles.panel} aria-labelledby="category-share">
          <h2 id="category-share" className={styles.panelTitle}>
            Category Rental Share
          </h2>
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
        </section>
        <section className={styles.panel} aria-labelledby="top-locations">
          <h2 id="top-locations" className={styles.panelTitle}>
            Top Locations
          </h2>
          {data.topLocations.length === 0 ? (
            <p className={styles.muted}>No orders yet</p>
          ) : (
            <ol className={styles.list}>
              {data.topLocations.map((entry) => (
                <li key={entry.locationName}>
                  {entry.locationName}: {entry.orders} order(s)
                </li>
              ))}
            </ol>
          )}
        </section>
      </StatGrid>

      {stats.data && (
        <StatGrid>
          <StatCard label="Active Subscriptions" value={stats.data.stats.activeSubscriptions} />
          <StatCard label="Available Inventory" value={stats.data.stats.availableInventory} />
          <StatCard label="Verified Users" value={stats.data.stats.verifiedUsers} />
        </StatGrid>
      )}
    </>
  );
}
