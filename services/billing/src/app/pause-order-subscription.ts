import type { Clock } from '@rto/kit';
import { draftOnResume, nextOwnDraft } from '../domain/draft-schedule';
import type { PaymentProvider } from '../domain/payment-provider';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface PauseOrderSubscriptionDeps {
  provider: PaymentProvider;
  subscriptions: SubscriptionRepository;
  clock: Clock;
  /** The store's time zone: a resumed order's next draft is on its calendar. */
  timeZone: string;
}

/**
 * An admin paused (or resumed) one order (order.paused/resumed): its subscription's drafting stops (or starts
 * again), at the provider first; a customer's own pause holds whatever the admin does. A resume drafts next on the
 * later of the draft scheduled before the pause and the first draft day after now. Events older than the one
 * applied last change nothing. False when billing has no subscription for the order.
 */
export function createPauseOrderSubscription({ provider, subscriptions, clock, timeZone }: PauseOrderSubscriptionDeps) {
  return async function pauseOrderSubscription(orderId: string, paused: boolean, revision: number | null): Promise<boolean> {
    const subscription = await subscriptions.findByOrder(orderId);
    if (!subscription) return false;
    if (revision !== null && subscription.orderRevision !== null && subscription.orderRevision >= revision) return true;
    const live = !['starting', 'declined', 'canceled'].includes(subscription.status);
    if (live && subscription.subscriptionId && !subscription.collectionPaused && subscription.orderPaused !== paused) {
      if (paused) await provider.pauseCollection(subscription.subscriptionId);
      else await provider.resumeCollection(subscription.subscriptionId);
    }
    // The scheduled draft is kept across the pause (drafting skips a paused subscription by its flags): a resume
    // never pulls it in, and one the customer's own pause still holds is moved on when that pause ends.
    const resumesDrafting = !paused && !subscription.collectionPaused;
    const nextDraftAt = resumesDrafting ? draftOnResume(subscription.nextDraftAt, nextOwnDraft(provider.kind, subscription.draftDay, clock.now(), timeZone)) : null;
    await subscriptions.setOrderPaused(orderId, paused, revision, nextDraftAt);
    return true;
  };
}

export type PauseOrderSubscription = ReturnType<typeof createPauseOrderSubscription>;
