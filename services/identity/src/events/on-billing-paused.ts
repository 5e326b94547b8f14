import { revisionOf, type EventOf } from '@rto/kit';
import type { billingPaused, billingResumed } from '@rto/contracts';
import type { UserRepository } from '../store/user.repository';

/**
 * Keeps billingPaused (Suspended / Active in the admin) from billing's events (docs/architecture.md). Each carries the
 * revision of the customer's billing account; only a newer one is applied, so repeats and late arrivals change
 * nothing.
 */
export function onBillingPausedOrResumed(users: UserRepository, paused: boolean) {
  return async (event: EventOf<typeof billingPaused> | EventOf<typeof billingResumed>): Promise<void> => {
    await users.applyBillingPaused(event.data.userId, paused, revisionOf(event) ?? 0);
  };
}
