import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../lib/toast';
import { api, queryKeys, ApiError, type RecentOrder } from '../api';
import { BRAND_NAME } from '../lib/brand';
import { formatAddress } from '../ui/address/address-form';
import { formatUsd } from '../lib/money';
import { Alert } from '../ui/Alert';
import { buttonClassName } from '../ui/Button';
import listStyles from '../ui/List.module.css';
import { Card, Page } from '../ui/Page';
import { QueryRetryAlert } from '../ui/RetryAlert';
import { TechnicianCard } from '../ui/TechnicianCard';
import { CONFIRMATION_MESSAGES, formatDeliveryDate, orderTotals } from './confirmation-rules';
import styles from './ConfirmationPage.module.css';
import { useEmptyCartAfterOrder } from './useEmptyCartAfterOrder';

const PENDING_POLL_MS = 2000;

/**
 * /confirmation (spec 2.7), after a placed order: the confirmation number, the number of items, today's payment, the
 * monthly total, the delivery date and time, a thank-you line and the technician card, from GET /getRecentOrder.
 */
export function ConfirmationPage() {
  const order = useQuery({
    queryKey: queryKeys.recentOrder,
    queryFn: api.getRecentOrder,
    refetchOnMount: 'always',
    // The order turns active (or is cancelled, when the first payment fails) once billing starts its subscription,
    // a moment after it is placed: look again until it has.
    refetchInterval: (query) => (query.state.data?.data.status === 'pending' ? PENDING_POLL_MS : false),
  });

  const cancelled = order.data?.data.status === 'cancelled';
  useEmptyCartAfterOrder(order.data?.data);

  useEffect(() => {
    if (order.isSuccess && !cancelled) toast.success(CONFIRMATION_MESSAGES.placed, { id: CONFIRMATION_MESSAGES.placed });
  }, [order.isSuccess, cancelled]);

  useEffect(() => {
    // Spec 8: a failed fetch is only logged (the page says so in place, without a toast).
    if (order.isError) console.error('GET /getRecentOrder failed', order.error);
  }, [order.isError, order.error]);

  const notFound = order.error instanceof ApiError && order.error.status === 404;

  return (
    <Page title="Order Confirmation" narrow>
      {order.isPending && (
        <p className={styles.muted} role="status">
          Loading your order...
        </p>
      )}
      {order.isError &&
        (notFound ? (
          <Card>
            <div className={styles.stack}>
              <p>{CONFIRMATION_MESSAGES.notFound}</p>
              <Link to="/appliance" className={buttonClassName()}>
                Browse appliances
              </Link>
            </div>
          </Card>
        ) : (
          <QueryRetryAlert message={CONFIRMATION_MESSAGES.loadFailed} query={order} />
        ))}
      {order.isSuccess && <OrderSummary order={order.data.data} />}
    </Page>
  );
}

function OrderSummary({ order }: { order: RecentOrder }) {
  const totals = orderTotals(order);
  return (
    <div className={styles.stack}>
      {order.status === 'cancelled' && <Alert tone="error">{CONFIRMATION_MESSAGES.cancelled}</Alert>}
      {order.status === 'pending' && (
        <p className={styles.muted} role="status">
          {CONFIRMATION_MESSAGES.confirmingPayment}
        </p>
      )}
      <Card>
        <div className={styles.stack}>
          <p className={styles.thanks}>Thank you for your order! {BRAND_NAME} is getting your appliances ready for delivery.</p>
          <dl className={styles.facts}>
            <div>
              <dt>Confirmation number</dt>
              <dd data-testid="confirmation-number" className={styles.orderNumber}>
                {order._id}
              </dd>
            </div>
            <div>
              <dt>Items ordered</dt>
              <dd data-testid="item-count">{totals.itemCount}</dd>
            </div>
            <div>
              <dt>Total payment today</dt>
              <dd data-testid="total-today">
                {formatUsd(totals.today)}
                {totals.deliveryFee > 0 && <span className={styles.muted}> (includes the {formatUsd(totals.deliveryFee)} delivery fee)</span>}
              </dd>
            </div>
            <div>
              <dt>Total per month</dt>
              <dd data-testid="total-monthly">{formatUsd(totals.monthly)}</dd>
            </div>
            <div>
              <dt>Delivery date</dt>
              <dd data-testid="delivery-date">{formatDeliveryDate(order.deliveryDate)}</dd>
            </div>
            <div>
              <dt>Delivery time</dt>
              <dd data-testid="delivery-time">{order.deliveryTime}</dd>
            </div>
            <div>
              <dt>Delivery address</dt>
              <dd data-testid="delivery-address">{order.deliveryAddress ? formatAddress(order.deliveryAddress) : CONFIRMATION_MESSAGES.addressNeeded}</dd>
            </div>
          </dl>
          {order.items.length > 0 && (
            <ul className={listStyles.stack} aria-label="Items ordered">
              {order.items.map((item) => (
                <li key={item._id} className={styles.item}>
                  <span>{item.name}</span>
                  <span className={styles.price}>{formatUsd(item.monthly_price)}/month</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      <TechnicianCard />
      <div className={styles.actions}>
        <Link to="/dashboard" className={buttonClassName()}>
          Go to My Account
        </Link>
        <Link to="/appliance" className={buttonClassName({ variant: 'secondary' })}>
          Browse appliances
        </Link>
      </div>
    </div>
  );
}
