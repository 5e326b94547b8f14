import { Button } from '../ui/Button';
import { Card, Page } from '../ui/Page';
import styles from './MockConfirmPage.module.css';
import listStyles from '../ui/List.module.css';

/** Spec 2.8: a static sample of the confirm step. It places no order; Confirm Order only shows an alert. */
const SAMPLE_ITEMS = [
  { name: 'Washer', note: 'Top-load, large capacity' },
  { name: 'Dryer', note: 'Electric, 220V' },
] as const;
const SAMPLE_MONTHLY_TOTAL = '$80/month';

export function MockConfirmPage() {
  return (
    <Page title="Confirm & Submit" subtitle="A sample order: a washer and dryer set." narrow>
      <div className={styles.layout}>
        <ul className={listStyles.stack}>
          {SAMPLE_ITEMS.map((item) => (
            <li key={item.name} className={styles.item}>
              <div>
                <h2 className={styles.itemName}>{item.name}</h2>
                <p className={styles.itemNote}>{item.note}</p>
              </div>
            </li>
          ))}
        </ul>
        <Card>
          <p className={styles.total}>Total {SAMPLE_MONTHLY_TOTAL}</p>
        </Card>
        <Button fullWidth onClick={() => window.alert('Order confirmed successfully!')}>
          Confirm Order
        </Button>
      </div>
    </Page>
  );
}
