import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminStatsQuery, recentOrdersQuery } from '../../api';
import { formatUsd } from '../../lib/money';
// The app's toasts (sonner fetched when first needed): this screen comes with the back office's first chunk.
import { toast } from '../../lib/toast';
import { Alert } from '../../ui/Alert';
import { QueryRetryAlert } from '../../ui/RetryAlert';
import styles from '../shared/admin.module.css';
import { Badge, capitalise, formatDate, MoneyCards, Pagination, Panel, RefreshButton, StatCard, StatGrid, statusTone, usePagedQuery } from '../shared';
import { AUTO_REFRESH_MS, changeProps, lowStockNote, warnings } from './dashboard-rules';

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** Dashboard Overview (spec 2.13): figures computed on the server over all the data, refreshed every 5 minutes. */
export function DashboardPage() {
  const [page, setPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);
  const stats = useQuery({ ...adminStatsQuery, refetchInterval: AUTO_REFRESH_MS });
  const { queryKey, queryFn } = recentOrdersQuery(page);
  const recent = usePagedQuery(queryKey, queryFn, { refetchInterval: AUTO_REFRESH_MS });

  async function refresh() {
    setRefreshing(true);
    const [statsResult, recentResult] = await Promise.all([stats.refetch(), recent.refetch()]);
    setRefreshing(false);
    if (statsResult.isError || recentResult.isError) toast.error('Failed to load dashboard data');
    else toast.success('Dashboard refreshed successfully');
  }

  const updatedAt = Math.max(stats.dataUpdatedAt, recent.dataUpdatedAt);
  const data = stats.data;

  return (
    <>
      <div className={styles.headerRow}>
        <p className={styles.muted} aria-live="polite">
          {updatedAt > 0 ? `Last updated: ${timeOfDay.format(updatedAt)}` : 'Loading…'}
        </p>
        <RefreshButton onClick={() => void refresh()} busy={refreshing} />
      </div>

      {stats.isError && <QueryRetryAlert message="Failed to load dashboard data" query={stats} />}

      {data && (
        <>
          <StatGrid>
            <StatCard label="Total Users" value={data.stats.totalUsers} {...changeProps(data.changes.users)} />
            <StatCard label="Active Subscriptions" value={data.stats.activeSubscriptions} {...changeProps(data.changes.subscriptions)} />
            <StatCard label="Monthly Revenue" value={formatUsd(data.stats.monthlyRevenue)} {...changeProps(data.changes.revenue)} />
            {/* Available and low on stock alike: both can be rented. */}
            <StatCard label="Available Inventory" value={data.stats.availableInventory} {...changeProps(data.changes.inventory)} note={lowStockNote(data.stats)} />
          </StatGrid>
          <StatGrid>
            <StatCard label="Active Users" value={data.stats.activeUsers} />
            <StatCard label="Verified Users" value={data.stats.verifiedUsers} />
            <StatCard label="Paused Subscriptions" value={data.stats.pausedSubscriptions} />
            <StatCard label="Maintenance Items" value={data.stats.maintenanceItems} />
          </StatGrid>
          <StatGrid>
            <MoneyCards figures={data.stats} />
          </StatGrid>
          {warnings(data.stats).map((warning) => (
            <div key={warning.text} style={{ marginBottom: 'var(--space-3)' }}>
              <Alert tone="info" action={warning.link && <Link to={warning.link.to}>{warning.link.label}</Link>}>
                {warning.text}
              </Alert>
            </div>
          ))}
        </>
      )}

      <Panel id="recent-orders" title="Recent Subscription Orders">
        {recent.isError ? (
          <QueryRetryAlert message="Failed to load subscriptions data" query={recent} />
        ) : (
          <ul className={styles.list} aria-label="Recent subscription orders">
            {recent.data?.orders.map((order) => (
              <li key={order.id} className={styles.headerRow} style={{ marginBottom: 0 }}>
                {/* A long e-mail breaks instead of running out of the card on a phone. */}
                <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{order.userName}</strong>
                  <span className={styles.muted}> {order.userEmail}</span>
                  <div className={styles.muted}>
                    {order.itemCount} item(s) · {formatUsd(order.monthlyTotal)}/mo · {formatDate(order.deliveryDate || order.createdAt)}
                  </div>
                </span>
                <Badge tone={statusTone(order.status)}>{capitalise(order.status)}</Badge>
              </li>
            ))}
            {recent.isSuccess && recent.data.orders.length === 0 && <li className={styles.muted}>No subscription orders yet</li>}
          </ul>
        )}
        {recent.data && <Pagination paging={{ ...recent.data.pagination, total: recent.data.pagination.totalSubscriptions }} onPageChange={setPage} />}
      </Panel>

      {data && (
        <>
          <Panel id="system-status" title="System Status">
            <ul className={styles.list}>
              <li>Products: {data.stats.totalProducts} total, {data.stats.availableInventory} available</li>
              <li>Active users: {data.stats.activeUsers}</li>
              <li>Verified users: {data.stats.verifiedUsers}</li>
              {data.stats.suspendedUsers > 0 && <li>Suspended users: {data.stats.suspendedUsers}</li>}
            </ul>
          </Panel>
          <footer className={styles.muted}>
            Total users: {data.stats.totalUsers} · Total subscriptions: {data.stats.totalSubscriptions} · Total products: {data.stats.totalProducts}
          </footer>
        </>
      )}
    </>
  );
}
