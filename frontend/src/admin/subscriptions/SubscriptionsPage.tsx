import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { api, backendAssetUrl, type AdminOrder, type AdminOrdersPage, type AdminOrdersQuery } from '../../api';
import { formatUsd } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { SEARCH_DELAY_MS } from '../shared/paging';
import { AdminTable } from '../shared/AdminTable';
import { Pagination } from '../shared/Pagination';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageFor } from '../shared/usePageFor';
import { Badge, capitalise, Details, formatDate, formatDateTime, PageSizeSelect, SearchField, SelectField, StatCard, StatGrid, statusTone } from '../shared/widgets';
import {
  STATUS_OPTIONS,
  SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_PAGE_SIZES,
  comboLabel,
  coordinates,
  itemsColumn,
  nextStatus,
  priceBreakdown,
  type StatusFilter,
} from './subscription-rules';

export function SubscriptionBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{capitalise(status)}</Badge>;
}

function ItemsCell({ order }: { order: AdminOrder }) {
  const { names, more } = itemsColumn(order);
  return (
    <>
      {names.map((name, index) => (
        <div key={`${index}-${name}`}>{name}</div>
      ))}
      {more > 0 && <div className={styles.muted}>+{more} more</div>}
    </>
  );
}

function toggleLabel(status: AdminOrder['status']) {
  return nextStatus(status) === 'paused' ? 'Pause' : 'Resume';
}

interface DetailsProps {
  order: AdminOrder;
  busy: boolean;
  onClose: () => void;
  onToggle: () => void;
}

/** The details modal (spec 2.15): the subscription, its place with coordinates, items, combo sets, the breakdown. */
function SubscriptionDetails({ order, busy, onClose, onToggle }: DetailsProps) {
  const breakdown = priceBreakdown(order);
  const action = nextStatus(order.status);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Subscription Details"
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {action && (
            <Button onClick={onToggle} busy={busy}>
              {`${toggleLabel(order.status)} Subscription`}
            </Button>
          )}
        </>
      }
    >
      <h3 className={styles.sectionTitle}>Subscription</h3>
      <Details
        rows={[
          ['Subscription ID', order.id],
          ['Payment Subscription', order.subscriptionId ?? '—'],
          ['Status', <SubscriptionBadge key="status" status={order.status} />],
          ['Customer', `${order.userName}${order.userEmail ? ` (${order.userEmail})` : ''}`],
          ['Placed', formatDateTime(order.createdAt)],
          ['Delivery', `${formatDate(order.deliveryDate)} at ${order.deliveryTime}`],
        ]}
      />
      <h3 className={styles.sectionTitle}>Delivery Location</h3>
      <Details
        rows={[
          ['Place', order.locationName || '—'],
          ['Coordinates', coordinates(order) ?? '—'],
        ]}
      />
      <h3 className={styles.sectionTitle}>Items</h3>
      <ul className={styles.list}>
        {order.items.map((item, index) => (
          <li key={`${index}-${item._id}`} className={styles.actions} style={{ alignItems: 'center' }}>
            <img className={styles.thumb} src={backendAssetUrl(item.photo)} alt={item.name} width={56} height={56} />
            <span style={{ flex: 1 }}>{item.name}</span>
            <span>{formatUsd(item.monthly_price)}/mo</span>
          </li>
        ))}
      </ul>
      {order.comboItem.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Combo Items</h3>
          <ul className={styles.list}>
            {order.comboItem.map((combo, index) => (
              <li key={`${index}-${combo._id}`}>
                {comboLabel(combo)}
                {combo.plugDescription ? ` — ${combo.plugDescription}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.sectionTitle}>Breakdown</h3>
      <Details
        rows={[
          ['Regular Items', `${formatUsd(breakdown.regular)}/mo`],
          ['Combo Items', `${formatUsd(breakdown.combo)}/mo`],
          ['Monthly Total', <strong key="total">{`${formatUsd(breakdown.monthly)}/mo`}</strong>],
        ]}
      />
    </Modal>
  );
}

/** Subscription & Payment Control (spec 2.15): paged, filtered and searched on the server (page size 8). */
export function SubscriptionsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [limit, setLimit] = useState<number>(SUBSCRIPTIONS_PAGE_SIZE);
  const [openId, setOpenId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = usePageFor([debouncedSearch, status, limit]);

  const query: AdminOrdersQuery = { page, limit, status: status === 'all' ? undefined : status, search: debouncedSearch || undefined };
  const listKey = [...adminKeys.orders, 'list', query] as const;
  const orders = useQuery({ queryKey: listKey, queryFn: () => api.getOrders(query), placeholderData: keepPreviousData });
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: api.getAdminStats });

  const setRow = (id: string, change: (order: AdminOrder) => AdminOrder) =>
    queryClient.setQueryData<AdminOrdersPage>(listKey, (current) =>
      current ? { ...current, orders: current.orders.map((order) => (order.id === id ? change(order) : order)) } : current,
    );

  // Optimistic (spec 4): the new status shows at once; on failure the list is reloaded from the server.
  const toggle = useMutation({
    mutationFn: ({ order, to }: { order: AdminOrder; to: 'paused' | 'active' }) =>
      to === 'paused' ? api.pauseSubscription(order.id) : api.unpauseSubscription(order.id),
    onMutate: async ({ order, to }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      setRow(order.id, (row) => ({ ...row, status: to }));
    },
    onSuccess: (answer, { to }) => {
      setRow(answer.order.id, () => answer.order);
      toast.success(`Subscription ${to} successfully!`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
    onError: () => {
      toast.error('Failed to update subscription status');
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
  });

  function toggleOf(order: AdminOrder) {
    const to = nextStatus(order.status);
    if (to) toggle.mutate({ order, to });
  }

  const rows = orders.data?.orders ?? [];
  const pagination = orders.data?.pagination;
  const opened = rows.find((order) => order.id === openId);

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  }

  return (
    <>
      <StatGrid>
        <StatCard label="Total" value={stats.data?.stats.totalSubscriptions ?? '—'} />
        <StatCard label="Active" value={stats.data?.stats.activeSubscriptions ?? '—'} />
        <StatCard label="Paused" value={stats.data?.stats.pausedSubscriptions ?? '—'} />
        <StatCard label="Monthly Revenue" value={stats.data ? formatUsd(stats.data.stats.monthlyRevenue) : '—'} />
      </StatGrid>

      <div className={styles.toolbar}>
        <SearchField label="Search subscriptions" value={search} onChange={setSearch} placeholder="Order ID, customer or item" />
        <SelectField label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <PageSizeSelect value={limit} onChange={setLimit} sizes={SUBSCRIPTION_PAGE_SIZES} />
        <Button variant="secondary" onClick={refresh} busy={orders.isFetching} busyLabel="Refreshing…">
          Refresh
        </Button>
      </div>

      <AdminTable
        label="Subscriptions"
        columns={['Subscription ID', 'Customer', 'Status', 'Delivery Date', 'Delivery Time', 'Location', 'Items', 'Monthly Total', 'Actions']}
        query={orders}
        errorMessage="Failed to fetch subscriptions"
        loadingText="Loading subscriptions…"
        emptyText="No subscriptions found"
        empty={orders.isSuccess && rows.length === 0}
        pagination={
          pagination && (
            <Pagination
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              limit={pagination.limit}
              total={pagination.totalSubscriptions}
              onPageChange={setPage}
            />
          )
        }
      >
        {rows.map((order) => (
          <tr key={order.id} aria-label={`Subscription ${order.id}`}>
            <td className={styles.muted}>{order.id}</td>
            <td>
              <strong>{order.userName}</strong>
              <div className={styles.muted}>{order.userEmail}</div>
            </td>
            <td>
              <SubscriptionBadge status={order.status} />
            </td>
            <td>{formatDate(order.deliveryDate)}</td>
            <td>{order.deliveryTime}</td>
            <td>{order.locationName || '—'}</td>
            <td>
              <ItemsCell order={order} />
            </td>
            <td>{formatUsd(order.monthlyTotal)}</td>
            <td>
              <div className={styles.actions}>
                <Button small variant="secondary" onClick={() => setOpenId(order.id)}>
                  View
                </Button>
                {nextStatus(order.status) && (
                  <Button small variant="secondary" onClick={() => toggleOf(order)} disabled={toggle.isPending && toggle.variables.order.id === order.id}>
                    {toggleLabel(order.status)}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      {opened && (
        <SubscriptionDetails
          order={opened}
          busy={toggle.isPending && toggle.variables.order.id === opened.id}
          onClose={() => setOpenId(null)}
          onToggle={() => toggleOf(opened)}
        />
      )}
    </>
  );
}
