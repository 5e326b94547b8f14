import { Link } from 'react-router';
import type { DashboardData } from '../api';
import { formatUsd } from '../lib/money';
import { Button, buttonClassName } from '../ui/Button';
import { ProductPhoto } from '../ui/ProductPhoto';
import { formatAddress } from '@rto/contracts/us-address-rule';
import { badgeOf, contactLink, deliveryLineOf, finishPaymentPath, formatDay, needsAddress, type ItemCard } from './account-rules';
import { GiveAddress } from './GiveAddress';
import styles from './AccountPage.module.css';
import { OwnershipMeter } from './OwnershipMeter';
import { AgreementDownload } from './AgreementDownload';
import { PayOffButton } from './PayOffButton';
import { RescheduleDelivery } from './RescheduleDelivery';
import { EndRental } from './EndRental';
import { canEndRental, pickupLineOf } from './return-rules';

interface OrderItemCardProps {
  card: ItemCard;
  user: DashboardData['user'];
  onPayNow: (orderId: string) => void;
  paying: boolean;
  /** The day an open invoice of the order is due (sent to be paid: no card on file); null when none is open. */
  dueOn?: string | null;
  onPayOff: (orderId: string) => void;
  payingOff: boolean;
  onViewInvoice: (invoiceId: string) => void;
  onReorder: () => void;
  reordering: boolean;
}

/** One rented item of an order (spec 2.11), with the overdue or completed details and their actions. */
export function OrderItemCard({ card, user, onPayNow, paying, dueOn = null, onPayOff, payingOff, onViewInvoice, onReorder, reordering }: OrderItemCardProps) {
  const { order, item } = card;
  const badge = badgeOf(order.status, order.ownedAt);
  const overdue = order.status === 'overdue';
  const completed = order.status === 'completed';
  // Something due shows with Pay Now whatever the status: a returned rental's unpaid rent and fees are still owed.
  const owes = order.amountDue > 0 || overdue || Boolean(dueOn && !completed);
  const titleId = `item-${card.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  // Until delivered the card tells the delivery, not the payments: the term starts at delivery.
  const deliveryLine = deliveryLineOf(order);
  // A pickup booked (issue 23): the rental ends when the goods are back, rent due until then.
  const pickupLine = pickupLineOf(order);
  return (
    <li>
      <article className={[styles.item, overdue && styles.itemOverdue].filter(Boolean).join(' ')} aria-labelledby={titleId}>
        <div className={styles.itemHead}>
          {item.photo ? <ProductPhoto className={styles.photo} photo={item.photo} alt="" size={72} /> : <div className={styles.photo} />}
          <div>
            <div className={styles.itemTitle}>
              <h3 id={titleId} className={styles.itemName}>
                {item.name}
              </h3>
              <span className={`${styles.badge} ${styles[`badge_${badge.tone}`]}`}>{badge.label}</span>
              {needsAddress(order) && <span className={`${styles.badge} ${styles['badge_overdue']}`}>Address needed</span>}
            </div>
            <p className={styles.price}>{formatUsd(item.monthly_price)}/month</p>
            <p className={styles.muted}>
              Order <span className={styles.orderId}>{order._id}</span>
            </p>
            {order.deliveryDate && (
              <p className={styles.muted}>
                Delivery {formatDay(order.deliveryDate)}
                {order.deliveryTime ? ` at ${order.deliveryTime}` : ''}
              </p>
            )}
            {order.deliveryAddress && <p className={styles.muted}>To {formatAddress(order.deliveryAddress)}</p>}
          </div>
        </div>

        <OwnershipMeter
          ownership={item.ownership}
          itemName={item.name}
          instead={deliveryLine && (
            <p data-testid="delivery-line" className={order.deliveryStatus === 'missed' ? styles.deliveryMissed : undefined}>
              {deliveryLine}
            </p>
          )}
        />
        {deliveryLine && order.status !== 'pending' && <RescheduleDelivery order={order} describedBy={titleId} />}
        {pickupLine && (
          <p data-testid="pickup-line" className={styles.muted}>
            {pickupLine}
          </p>
        )}
        {canEndRental(order) && <EndRental order={order} describedBy={titleId} />}
        {order.ownershipDate && !completed && (
          <p className={styles.muted} data-testid="ownership-date">
            Yours on {formatDay(order.ownershipDate)}
            {order.pausedDays > 0 && ` (moved out ${order.pausedDays} day${order.pausedDays === 1 ? '' : 's'} by your pause)`}
          </p>
        )}
        <AgreementDownload orderId={order._id} status={order.status} describedBy={titleId} />

        {needsAddress(order) && <GiveAddress order={order} describedBy={titleId} />}

        {order.payoffAmount !== null && !overdue && !completed && (
          <div className={styles.actions}>
            <PayOffButton
              orderId={order._id}
              amount={order.payoffAmount}
              itemNames={order.items.map((entry) => entry.name)}
              onPayOff={onPayOff}
              paying={payingOff}
              describedBy={titleId}
            />
          </div>
        )}

        {order.status === 'pending' && (
          <>
            <p className={styles.muted}>Your delivery slot is held for a few minutes while your payment is finished.</p>
            <div className={styles.actions}>
              <Link to={finishPaymentPath(order)} className={buttonClassName({ small: true })} aria-describedby={titleId}>
                Finish payment
              </Link>
            </div>
          </>
        )}

        {owes && (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>Amount due</dt>
                <dd>{formatUsd(order.amountDue ?? 0)}</dd>
              </div>
              {overdue ? (
                <>
                  <div>
                    <dt>Reminder sent</dt>
                    <dd>{order.reminder ? formatDay(order.reminder) : 'Not yet'}</dd>
                  </div>
                  <div>
                    <dt>Address</dt>
                    <dd>{order.address || order.locationName}</dd>
                  </div>
                  <div>
                    <dt>Support</dt>
                    <dd>{order.support}</dd>
                  </div>
                </>
              ) : dueOn ? (
                // An open invoice (no card on file): due, not late yet.
                <div>
                  <dt>Invoice</dt>
                  <dd>Due {dueOn}</dd>
                </div>
              ) : (
                <div>
                  <dt>Support</dt>
                  <dd>{order.support}</dd>
                </div>
              )}
            </dl>
            <div className={styles.actions}>
              <Button small onClick={() => onPayNow(order._id)} busy={paying} busyLabel="Paying..." aria-describedby={titleId}>
                Pay Now
              </Button>
              {overdue && (
                <Link to={contactLink(user, order)} className={buttonClassName({ variant: 'secondary', small: true })} aria-describedby={titleId}>
                  Contact Support
                </Link>
              )}
            </div>
          </>
        )}

        {completed && (
          <>
            <dl className={styles.facts}>
              {order.ownedAt && (
                <div>
                  <dt>Owned since</dt>
                  <dd>{formatDay(order.ownedAt)}</dd>
                </div>
              )}
              <div>
                <dt>Total paid</dt>
                <dd>{formatUsd(order.totalPaid ?? 0)}</dd>
              </div>
              <div>
                <dt>Return date</dt>
                <dd>{order.returnDate ? formatDay(order.returnDate) : 'Not recorded'}</dd>
              </div>
              <div>
                <dt>Condition</dt>
                <dd>{order.condition ?? 'Not recorded'}</dd>
              </div>
              <div>
                <dt>Invoice</dt>
                <dd className={styles.orderId}>{order.invoice ?? 'None'}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              {order.invoice && (
                <Button small variant="secondary" onClick={() => order.invoice && onViewInvoice(order.invoice)} aria-describedby={titleId}>
                  View Invoice
                </Button>
              )}
              <Button small onClick={onReorder} busy={reordering} busyLabel="Adding..." aria-describedby={titleId}>
                Re-order
              </Button>
            </div>
          </>
        )}
      </article>
    </li>
  );
}
