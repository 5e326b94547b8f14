import { useQuery } from '@tanstack/react-query';
import { api, ApiError, queryKeys } from '../api';
import { Button } from '../ui/Button';
import { Card } from '../ui/Page';
import styles from './AccountPage.module.css';
import { pauseAgain, pauseInForce, pauseOffer } from './pause-rules';
import { useBillingPause } from './useAccount';

/**
 * Pause Billing / Unpause Billing. Unlike the old page's text, it says what is true: pausing can be undone at any
 * time, it ends by itself and can be used once in so many months (the server's limits, from GET /getBillingDetails),
 * and a refused pause shows the server's sentence naming the day it can be used again.
 */
export function DangerZone({ billingPaused, className }: { billingPaused: boolean | null; className?: string }) {
  const pause = useBillingPause();
  const details = useQuery({ queryKey: queryKeys.billingDetails, queryFn: api.getBillingDetails, enabled: billingPaused !== null });
  const info = details.data?.billing?.pause ?? null;
  const again = billingPaused ? null : pauseAgain(info);
  return (
    <Card className={[styles.dangerCard, className].filter(Boolean).join(' ')}>
      <div className={styles.section}>
        <h2 className={styles.dangerTitle}>Danger Zone</h2>
        {billingPaused === null ? (
          <p className={styles.muted}>Your billing status could not be loaded just now, so it cannot be changed here. Please try again in a moment.</p>
        ) : billingPaused ? (
          <>
            <p data-testid="billing-status">{pauseInForce(info)}</p>
            <div className={styles.actions}>
              <Button onClick={() => pause.mutate(false)} busy={pause.isPending} busyLabel="Unpausing...">
                Unpause Billing
              </Button>
            </div>
          </>
        ) : (
          <>
            <p data-testid="billing-status">{pauseOffer(info, new Date())}</p>
            {again && <p className={styles.muted}>{again}</p>}
            <div className={styles.actions}>
              <Button variant="danger" onClick={() => pause.mutate(true)} busy={pause.isPending} busyLabel="Pausing...">
                Pause Billing
              </Button>
            </div>
          </>
        )}
        {/* A refused pause (used too recently): the server's sentence stays in view, naming the day it can be used. */}
        {pause.error instanceof ApiError && pause.error.status === 409 && pause.error.serverMessage && (
          <p role="alert" data-testid="pause-refused">
            {pause.error.serverMessage}
          </p>
        )}
      </div>
    </Card>
  );
}
