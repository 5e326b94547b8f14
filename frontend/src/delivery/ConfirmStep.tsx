import { useId } from 'react';
import { useNavigate } from 'react-router';
import { choiceLabel } from '../lib/cart/cart-rules';
import { formatUsd } from '../lib/money';
import { Button } from '../ui/Button';
import { ProductPhoto } from '../ui/ProductPhoto';
import { Card } from '../ui/Page';
import styles from './ConfirmStep.module.css';
import { formatLongDate } from '../lib/dates';
import type { CartTotals, ServerCart } from './delivery-rules';
import type { DeliveryAddress } from '../api';
import { formatAddress } from '../ui/address/address-form';
import type { Place } from './place';
import { TechnicianCard } from '../ui/TechnicianCard';
import listStyles from '../ui/List.module.css';

type CartLine = ServerCart['items'][number];

interface ConfirmStepProps {
  items: readonly CartLine[];
  /** The cart's figures as the server priced them. */
  totals: CartTotals;
  scheduled: boolean;
  place: Place | null;
  /** The street address and the stairs answer the order is placed with. */
  address: DeliveryAddress;
  stairs: boolean;
  date: string;
  slot: string | undefined;
  /** Back to step 'delivery' (Reschedule, or Schedule Delivery before anything is scheduled). */
  onReschedule: () => void;
  onConfirm: () => void;
}

function ItemCard({ item }: { item: CartLine }) {
  const navigate = useNavigate();
  const nameId = useId();
  const choice = choiceLabel(item);
  return (
    <li className={styles.item}>
      <ProductPhoto className={styles.photo} photo={item.photo} alt={item.name} size={72} />
      <div className={styles.itemBody}>
        <h3 id={nameId} className={styles.itemName}>
          {item.name}
        </h3>
        {choice && <p className={styles.muted}>{choice}</p>}
        <p className={styles.itemPrice}>{formatUsd(item.monthly_price)}/month</p>
      </div>
      <div className={styles.itemActions}>
        <Button variant="secondary" small aria-describedby={nameId} onClick={() => navigate('/appliance')}>
          Add
        </Button>
        <Button variant="danger" small aria-describedby={nameId} onClick={() => navigate('/appliance')}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** Step 'confirm' (spec 2.5): the items, the monthly total, the delivery, the technician, and Confirm Order. */
export function ConfirmStep({ items, totals, scheduled, place, address, stairs, date, slot, onReschedule, onConfirm }: ConfirmStepProps) {
  const fee = totals.deliveryFee;
  return (
    <div className={styles.layout}>
      <section aria-label="Your items" className={styles.items}>
        <ul className={listStyles.stack}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
        <p className={styles.total} data-testid="monthly-total">
          Total {formatUsd(totals.monthly)}/month
        </p>
      </section>

      <Card className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 className={styles.cardTitle}>Delivery</h2>
          {fee > 0 ? <span className={styles.fee}>{formatUsd(fee)}</span> : <span className={styles.freeBadge}>Free</span>}
        </div>
        <p className={styles.muted}>{fee > 0 ? 'A flat delivery fee for a single rental item.' : 'Delivery is free for two or more rental items.'}</p>
        {scheduled && place && slot ? (
          <>
            <dl className={styles.deliveryFacts}>
              <div>
                <dt>Address</dt>
                <dd data-testid="confirm-address">{formatAddress(address)}</dd>
              </div>
              {address.accessNotes && (
                <div>
                  <dt>Access notes</dt>
                  <dd data-testid="confirm-access-notes">{address.accessNotes}</dd>
                </div>
              )}
              <div>
                <dt>Stairs</dt>
                <dd>{stairs ? 'Yes' : 'No'}</dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>{formatLongDate(date)}</dd>
              </div>
              <div>
                <dt>Time</dt>
                <dd>{slot}</dd>
              </div>
            </dl>
            <button type="button" className={styles.link} onClick={onReschedule}>
              Reschedule
            </button>
          </>
        ) : (
          <>
            <p>No delivery scheduled yet.</p>
            <Button variant="secondary" onClick={onReschedule}>
              Schedule Delivery
            </Button>
          </>
        )}
      </Card>

      <TechnicianCard />

      <Button fullWidth disabled={!scheduled} onClick={onConfirm}>
        Confirm Order
      </Button>
    </div>
  );
}
