import { formatAddress } from '@rto/contracts/us-address-rule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { api, backendAssetUrl, type AdminOrder, type AdminOrdersPage, type AdminOrdersQuery } from '../../api';
import { useLiveEvents } from '../../lib/live-events';
import { formatUsd } from '../../lib/money';
import { Button } from '../../ui/Button';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { ActionDialog, AdminTable, Badge, capitalise, Details, formatDate, formatDateTime, ListToolbar, NameCell, RowActions, SelectField, StatCard, StatGrid, statusTone, useListSearch, usePagedQuery } from '../shared';
import {
  STATUS_OPTIONS,
  SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_PAGE_SIZES,
  comboLabel,
  coordinates,
  deliveryColumns,
  itemsColumn,
  nextStatus,
  priceBreakdown,
  rowAfterToggle,
} from './subscription-rules';
import { SubscriptionPayments } from './SubscriptionBilling';
import { SubscriptionDelivery } from './SubscriptionDelivery';
import { SubscriptionReturn } from './SubscriptionReturn';
import { ToggleConfirmDialog, toggleLabel } from './ToggleConfirm';
import { useStatusFilter } from './status-filter';

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

function DeliveryCells({ order }: { order: AdminOrder }) {
  const { date, time } = deliveryColumns(order, formatDate);
  const missed = order.deliveryStatus === 'missed';
  return (
    <>
      <td className={missed ? styles.muted : undefined}>{date}</td>
      <td className={missed ? styles.muted : undefined}>{time}</td>
    </>
  );
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
    <ActionDialog
      title="Subscription Details"
      wide
      onCancel={onClose}
      cancelLabel="Close"
      actions={
        action && (
          <Button onClick={onToggle} busy={busy}>
            {`${toggleLabel(order.status)} Subscription`}
          </Button>
        )
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
          ['Street address', order.deliveryAddress ? formatAddress(order.deliveryAddress) : 'Address needed (not given yet)'],
          ['Access notes', order.deliveryAddress?.accessNotes || '—'],
          ['Stairs', order.stairs === null ? 'Not asked' : order.stairs ? 'Yes' : 'No'],
          ['Coordinates', coordinates(order) ?? '—'],
        ]}
      />
      <SubscriptionDelivery order={order} />
      <SubscriptionReturn order={order} />
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
      <SubscriptionPayments orderId={order.id} />
    </ActionDialog>
  );
}

/** Subscription & Payment Control (spec 2.15): paged, filtered and searched on the server (page size 8). */
export function SubscriptionsPage() {
  const queryClient = useQueryClient();
  // From the address: the dashboard's paused subscriptions warning links to ?status=paused.
  const [status, setStatus] = useStatusFilter();
  const [openId, setOpenId] = useState<string | null>(null);
  // The subscription whose pause or resume is being confirmed.
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const list = useListSearch(SUBSCRIPTIONS_PAGE_SIZE, [status]);
  // Every order's changes as they happen: the row's status at once, the page read again a moment later.
  useLiveEvents('admin');

  const query: AdminOrdersQuery = { page: list.page, limit: list.limit, status: status === 'all' ? undefined : status, search: list.debouncedSearch || undefined };
  const listKey = [...adminKeys.orders, 'list', query] as const;
  const orders = usePagedQuery(listKey, () => api.getOrders(query));
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
      setRow(answer.order.id, (row) => rowAfterToggle(row, answer.order));
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
    setConfirmId(null);
    if (to) toggle.mutate({ order, to });
  }

  /** Pause and Resume ask first (over the details modal when it is open, which then shows the new status). */
  function askToggle(order: AdminOrder) {
    setConfirmId(order.id);
  }

  const rows = orders.data?.orders ?? [];
  const pagination = orders.data?.pagination;
  const opened = rows.find((order) => order.id === openId);
  const confirming = rows.find((order) => order.id === confirmId);

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

      <ListToolbar
        list={list}
        searchLabel="Search subscriptions"
        placeholder="Order ID, customer or item"
        sizes={SUBSCRIPTION_PAGE_SIZES}
        refresh={{ onClick: refresh, busy: orders.isFetching }}
      >
        <SelectField label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </ListToolbar>

      <AdminTable
        label="Subscriptions"
        columns={['Subscription ID', 'Customer', 'Status', 'Delivery Date', 'Delivery Time', 'Location', 'Items', 'Monthly Total', 'Actions']}
        query={orders}
        errorMessage="Failed to fetch subscriptions"
        loadingText="Loading subscriptions…"
        emptyText="No subscriptions found"
        empty={orders.isSuccess && rows.length === 0}
        paging={pagination && { ...pagination, total: pagination.totalSubscriptions }}
        onPageChange={list.setPage}
      >
        {rows.map((order) => (
          <tr key={order.id} aria-label={`Subscription ${order.id}`}>
            <td className={styles.muted}>{order.id}</td>
            <NameCell name={order.userName}>
              <div className={styles.muted}>{order.userEmail}</div>
            </NameCell>
            <td>
              <SubscriptionBadge status={order.status} />
            </td>
            <DeliveryCells order={order} />
            <td>{order.locationName || '—'}</td>
            <td>
              <ItemsCell order={order} />
            </td>
            <td>{formatUsd(order.monthlyTotal)}</td>
            <td>
              <RowActions onView={() => setOpenId(order.id)}>
                {nextStatus(order.status) && (
                  <Button small variant="secondary" onClick={() => askToggle(order)} disabled={toggle.isPending && toggle.variables.order.id === order.id}>
                    {toggleLabel(order.status)}
                  </Button>
                )}
              </RowActions>
            </td>
          </tr>
        ))}
      </AdminTable>

      {opened && (
        <SubscriptionDetails
          order={opened}
          busy={toggle.isPending && toggle.variables.order.id === opened.id}
          onClose={() => setOpenId(null)}
          onToggle={() => askToggle(opened)}
        />
      )}
      {confirming && <ToggleConfirmDialog order={confirming} onCancel={() => setConfirmId(null)} onConfirm={() => toggleOf(confirming)} />}
    </>
  );
}
