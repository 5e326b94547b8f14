import { Link } from 'react-router';
import { Button, buttonClassName } from '../ui/Button';
import listStyles from '../ui/List.module.css';
import { Card, Page } from '../ui/Page';
import styles from './MockConfirmPage.module.css';

/**
 * Spec 2.8: a static sample of the confirm step. It places no order; Confirm Order only shows an alert. Labelled a
 * sample in its title, in a banner before anything else and on its items (issue 14), so nobody takes it for an order.
 */
const SAMPLE_ITEMS = [
  { name: 'Washer', note: 'Top-load, large capacity' },
  { name: 'Dryer', note: 'Electric, 220V' },
] as const;
const SAMPLE_MONTHLY_TOTAL = '$80/month';

export function MockConfirmPage() {
  return (
    <Page title="Sample: Confirm & Submit" subtitle="An example washer and dryer set, to show what the confirm step looks like." narrow>
      <div className={styles.layout}>
        <section className={styles.banner} aria-labelledby="sample-banner-title" data-testid="sample-banner">
          <p id="sample-banner-title" className={styles.bannerTitle}>
            This is a sample page
          </p>
          <p>No order is placed from it and nothing is charged. Your own order is confirmed after you choose your appliances and a delivery time.</p>
          <Link to="/appliance" className={buttonClassName({ variant: 'secondary', small: true })}>
            Choose your appliances
          </Link>
        </section>
        <ul className={listStyles.stack} aria-label="Sample items">
          {SAMPLE_ITEMS.map((item) => (
            <li key={item.name} className={styles.item}>
              <div>
                <h2 className={styles.itemName}>{item.name}</h2>
                <p className={styles.itemNote}>{item.note}</p>
              </div>
              <span className={styles.sampleTag}>Sample</span>
            </li>
          ))}
        </ul>
        <Card>
          <p className={styles.total}>Total {SAMPLE_MONTHLY_TOTAL}</p>
        </Card>
        <Button fullWidth onClick={() => window.alert('Order confirmed successfully!')} aria-describedby="sample-confirm-note">
          Confirm Order
        </Button>
        <p id="sample-confirm-note" className={styles.itemNote}>
          Sample only: this button shows a message and places no order.
        </p>
      </div>
    </Page>
  );
}
