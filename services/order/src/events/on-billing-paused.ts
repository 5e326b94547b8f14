import type { billingPaused, billingResumed } from '@rto/contracts';
import type { EventOf } from '@rto/kit';
import type { BillingPauses } from '../store/billing-pauses';

/**
 * The customer's billing paused or resumed (billing.paused / billing.resumed): the orders it names show `paused`
 * while it lasts and are active again on resume, unless an admin paused them (store/billing-pauses.ts). The
 * account's revision keeps a late or repeated event from undoing a newer one.
 */
export function onBillingPausedOrResumed(pauses: BillingPauses, paused: boolean) {
  return async (event: EventOf<typeof billingPaused> | EventOf<typeof billingResumed>): Promise<void> => {
    const { userId, orderIds, revision } = event.data;
    const endsAt = 'endsAt' in event.data && event.data.endsAt ? new Date(event.data.endsAt) : null;
    await pauses.apply({ userId, paused, orderIds: orderIds ?? [], revision: revision ?? null, endsAt });
  };
}
