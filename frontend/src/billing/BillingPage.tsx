import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../ui/Alert';
import { buttonClassName } from '../ui/Button';
import { Card, Page } from '../ui/Page';
import { readDeliveryChoice } from './billing-rules';
import { BillingForm } from './BillingForm';
import styles from './BillingPage.module.css';

export const MISSING_CHOICE_MESSAGE = 'We could not read your delivery details. Please schedule your delivery again, then confirm your order.';

/**
 * /billing (spec 2.6): the card, the zip code, the draft day and the signed agreement, for the delivery choice that
 * /delivery put in the `data` parameter. Without a readable choice there is nothing to place: the customer is sent
 * back to schedule the delivery.
 */
export function BillingPage() {
  const [searchParams] = useSearchParams();
  const data = searchParams.get('data');
  const choice = useMemo(() => readDeliveryChoice(data), [data]);

  return (
    <Page title="Enter Billing Details" narrow>
      {choice ? (
        // A new choice is a new checkout (and a new Idempotency-Key).
        <BillingForm key={data} choice={choice} />
      ) : (
        <Card>
          <div className={styles.missing}>
            <Alert tone="error">{MISSING_CHOICE_MESSAGE}</Alert>
            <Link to="/delivery" className={buttonClassName()}>
              Back to delivery
            </Link>
          </div>
        </Card>
      )}
    </Page>
  );
}
