import { Button } from '../ui/Button';
import { Card } from '../ui/Page';
import styles from './AccountPage.module.css';
import { useBillingPause } from './useAccount';

/**
 * Pause Billing / Unpause Billing. Unlike the old page's text, it says what is true: pausing can be undone at any
 * time, and unpausing starts the monthly drafts again from the next draft day.
 */
export function DangerZone({ billingPaused, className }: { billingPaused: boolean | null; className?: string }) {
  const pause = useBillingPause();
  return (
    <Card className={[styles.dangerCard, className].filter(Boolean).join(' ')}>
      <div className={styles.section}>
        <h2 className={styles.dangerTitle}>Danger Zone</h2>
        {billingPaused === null ? (
          <p className={styles.muted}>Your billing status could not be loaded just now, so it cannot be changed here. Please try again in a moment.</p>
        ) : billingPaused ? (
          <>
            <p data-testid="billing-status">
              Billing is paused: no monthly payment is drafted from your card. You can undo this at any time; once you unpause, drafting starts again
              from your next draft day.
            </p>
            <div className={styles.actions}>
              <Button onClick={() => pause.mutate(false)} busy={pause.isPending} busyLabel="Unpausing...">
                Unpause Billing
              </Button>
            </div>
          </>
        ) : (
          <>
            <p data-testid="billing-status">
              Pausing billing stops the monthly payments drafted from your card until you unpause it. This can be undone: Unpause Billing starts them
              again from your next draft day. While paused, your account shows as suspended and your items stop counting toward ownership.
            </p>
            <div className={styles.actions}>
              <Button variant="danger" onClick={() => pause.mutate(true)} busy={pause.isPending} busyLabel="Pausing...">
                Pause Billing
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
