import type { PaymentProvider } from './domain/payment-provider';
import type { AccountRepository } from './store/account.repository';
import type { Subscriptions } from './subscriptions';

/**
 * Pausing and resuming a customer's billing: the one way it is done, whether the customer asks (PATCH /pauseBilling,
 * POST /resumeBilling) or an admin suspends or activates them (PATCH /suspendUser/:id, /activateUser/:id).
 */
export function createBillingPause(deps: { provider: PaymentProvider; accounts: AccountRepository; subscriptions: Subscriptions }) {
  const { provider, accounts, subscriptions } = deps;
  return {
    /** Pauses (`true`) or resumes the customer's billing; `billing.paused` / `billing.resumed` when it changed. */
    async set(userId: string, paused: boolean): Promise<void> {
      const now = new Date();
      // The provider first: a pause it did not take must not look taken.
      await subscriptions.setCollectionPaused(userId, paused, now);
      await accounts.setPaused(userId, provider.kind, paused, now);
    },
  };
}

export type BillingPause = ReturnType<typeof createBillingPause>;
