import type { Clock, EventOf, Logger } from '@rto/kit';
import type { billingStored } from '@rto/contracts';
import type { CheckoutSaga } from '../app/checkout-saga';
import type { AgreementDraftRepository } from '../store/agreement-draft.repository';
import type { OrderRepository } from '../store/order.repository';

/**
 * The customer stored their billing: their orders waiting for it are due at once, and a sweep starts them. Only a
 * wake-up (the orders' own state says what to do), so a repeated or late delivery does no harm. The agreement text
 * signed with it (by its fingerprint) is kept for good, so the order can show it again.
 */
export function onBillingStored(deps: { orders: OrderRepository; checkout: CheckoutSaga; clock: Clock; drafts?: Pick<AgreementDraftRepository, 'markSigned'>; logger?: Logger }) {
  const { orders, checkout, clock, drafts, logger } = deps;
  return async (event: EventOf<typeof billingStored>): Promise<void> => {
    const { userId, agreementHash } = event.data;
    if (agreementHash && drafts) {
      const kept = await drafts.markSigned(userId, agreementHash, clock.now());
      if (!kept) logger?.warn({ userId, agreementHash }, 'billing stored an agreement whose text this service does not keep');
    }
    const woken = await orders.wakeAwaitingBilling(userId, clock.now());
    if (woken > 0) void checkout.nudge();
  };
}
