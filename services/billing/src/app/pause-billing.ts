import type { Clock } from '@rto/kit';
import { nextOwnDraft } from '../domain/draft-schedule';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface PauseBillingDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  clock: Clock;
}

/**
 * Pausing and resuming a customer's billing: the one way it is done, whether the customer asks (PATCH /pauseBilling,
 * POST /resumeBilling) or an admin suspends or activates them (PATCH /suspendUser/:id, /activateUser/:id).
 */
export function createPauseBilling({ provider, accounts, subscriptions, clock }: PauseBillingDeps) {
  /** Pauses (or resumes) the drafting of every live subscription of the customer, at the provider first. */
  async function setCollectionPaused(userId: string, paused: boolean, now: Date): Promise<void> {
    for (const subscription of await subscriptions.liveOf(userId)) {
      if (subscription.collectionPaused === paused) continue;
      // An order an admin paused stays paused at the provider whatever the customer's billing does.
      if (subscription.subscriptionId && !subscription.orderPaused) {
        if (paused) await provider.pauseCollection(subscription.subscriptionId);
        else await provider.resumeCollection(subscription.subscriptionId);
      }
      const nextDraftAt = paused || subscription.orderPaused ? null : nextOwnDraft(provider.kind, subscription.draftDay, now);
      await subscriptions.setCollectionPaused(subscription.orderId, paused, nextDraftAt);
    }
  }

  /** Pauses (`true`) or resumes the customer's billing; `billing.paused` / `billing.resumed` when it changed. */
  return async function pauseBilling(userId: string, paused: boolean): Promise<void> {
    const now = clock.now();
    // The provider first: a pause it did not take must not look taken.
    await setCollectionPaused(userId, paused, now);
    await accounts.setPaused(userId, provider.kind, paused, now);
  };
}

export type PauseBilling = ReturnType<typeof createPauseBilling>;
