import { GOVERNING_STATE, lateFeeSentence } from '@rto/rules';
import type { DashboardData } from '../api';
import { Button } from '../ui/Button';
import { Card } from '../ui/Page';
import { expiryLabel } from './account-rules';
import styles from './AccountPage.module.css';

interface BillingDetailsCardProps {
  paymentMethod: DashboardData['paymentMethod'];
  email: string | null;
  cardMissing: boolean;
  /** The customer rents already: no card on file means they chose not to keep one. */
  renting?: boolean;
  onEdit: () => void;
  className?: string;
}

/** Spec 2.11's Billing Details card: the card on file, where receipts go, and the late fee the agreement charges. */
export function BillingDetailsCard({ paymentMethod, email, cardMissing, renting = false, onEdit, className }: BillingDetailsCardProps) {
  const card = paymentMethod?.card;
  return (
    <Card className={className}>
      <div className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 className={styles.sectionTitle}>Billing Details</h2>
          <Button small variant="secondary" onClick={onEdit}>
            Edit
          </Button>
        </div>
        {card ? (
          <dl className={styles.facts} data-testid="billing-details">
            <div>
              <dt>Card</dt>
              <dd>{card.brand.charAt(0).toUpperCase() + card.brand.slice(1)}</dd>
            </div>
            <div>
              <dt>Last four digits</dt>
              <dd data-testid="card-last4">{card.last4}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{expiryLabel(card)}</dd>
            </div>
            <div>
              <dt>Postal code</dt>
              <dd>{paymentMethod.billing_details?.address?.postal_code || 'Not given'}</dd>
            </div>
            <div>
              <dt>Email for receipts</dt>
              <dd>{email ?? 'Not available right now'}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.muted}>
            {cardMissing
              ? 'Your card could not be loaded just now.'
              : renting
                ? "No card on file: each month's invoice is e-mailed to you to pay with Pay Now."
                : 'No card on file yet. It is saved when you complete your first checkout.'}
          </p>
        )}
        {/* The same sentence as the agreement's late-fees clause: the fee the governing law allows, not the spec's schedule. */}
        <p className={styles.muted} data-testid="late-fee-terms">
          <strong>Late fee:</strong> {lateFeeSentence(GOVERNING_STATE)}
        </p>
      </div>
    </Card>
  );
}
