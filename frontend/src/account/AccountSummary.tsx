import type { DashboardData } from '../api';
import { Button } from '../ui/Button';
import { Card } from '../ui/Page';
import { cardLabel } from './account-rules';
import styles from './AccountPage.module.css';

interface AccountSummaryProps {
  user: DashboardData['user'];
  paymentMethod: DashboardData['paymentMethod'];
  deliveryAddress: string | null;
  onEditBilling: () => void;
  className?: string;
}

const unknown = <span className={styles.muted}>Not available right now</span>;

/** Spec 2.11's account summary: who, where the appliances are, the default card and Edit Billing. */
export function AccountSummary({ user, paymentMethod, deliveryAddress, onEditBilling, className }: AccountSummaryProps) {
  return (
    <Card className={className}>
      <div className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 className={styles.sectionTitle}>Account Summary</h2>
          <Button small variant="secondary" onClick={onEditBilling}>
            Edit Billing
          </Button>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Email</dt>
            <dd>{user ? user.email : unknown}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{user ? user.name : unknown}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{user ? user.mobile || 'Not given' : unknown}</dd>
          </div>
          <div>
            <dt>Delivery address</dt>
            <dd data-testid="delivery-address">{deliveryAddress ?? <span className={styles.muted}>No delivery yet</span>}</dd>
          </div>
          <div>
            <dt>Default payment</dt>
            <dd data-testid="default-payment">{paymentMethod ? cardLabel(paymentMethod.card) : <span className={styles.muted}>No card on file</span>}</dd>
          </div>
          <div>
            <dt>Billing address</dt>
            <dd>Same as delivery</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
