import type { Clock, Logger } from '@rto/kit';
import { PAYMENTS_TO_OWN } from '@rto/rules';
import type { PaymentProvider } from '../domain/payment-provider';
import type { OwnershipInvoices, PaidRent } from '../store/ownership-invoices';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface CompleteOwnershipDeps {
  provider: Pick<PaymentProvider, 'cancelSubscription'>;
  subscriptions: Pick<SubscriptionRepository, 'findByOrder' | 'markOwned'>;
  invoices: Pick<OwnershipInvoices, 'find' | 'paidRentCount' | 'lastPaidRent'>;
  logger: Logger;
  clock: Clock;
}

export type OwnedReason = 'last-payment' | 'payoff';

/**
 * An invoice of an order was paid: when the order has made its PAYMENTS_TO_OWN monthly payments, or this is its
 * early payoff, the rental completes as owned. The subscription becomes `owned` with `rental.owned` in the same write
 * (once, whoever sees it first), so nothing more is drafted, and it is cancelled at the provider. Safe to repeat: a
 * later event of an owned order only makes sure the provider stopped. Answers why it completed now, or null.
 */
export function createCompleteOwnership({ provider, subscriptions, invoices, logger, clock }: CompleteOwnershipDeps) {
  return async function completeOwnership(orderId: string, invoiceId: string): Promise<OwnedReason | null> {
    const subscription = await subscriptions.findByOrder(orderId);
    if (!subscription) return null;
    if (subscription.status === 'owned') {
      // Owned already: a repeat, or another month's event after the one that completed it. Its cancellation at the
      // provider may have failed (this is then the redelivery): cancel again, which is harmless when done.
      if (subscription.subscriptionId) await provider.cancelSubscription(subscription.subscriptionId);
      return null;
    }
    const invoice = await invoices.find(invoiceId);
    if (!invoice || invoice.status !== 'paid' || invoice.orderId !== orderId) return null;
    let reason: OwnedReason | null = null;
    let final: PaidRent = { invoiceId, paidAt: invoice.paidAt, amountCents: invoice.amountCents };
    if (invoice.kind === 'payoff') reason = 'payoff';
    else if (invoice.kind === 'rent' && (await invoices.paidRentCount(orderId)) >= PAYMENTS_TO_OWN) {
      reason = 'last-payment';
      // The final payment is the month paid last, whichever event finds the count reached: events come in any order
      // and may lag (one Pay Now paying three months, a backlog, Stripe's own order), so the last month's own event
      // may have come first, one short of the count.
      final = (await invoices.lastPaidRent(orderId)) ?? final;
    }
    if (!reason) return null;

    const completed = await subscriptions.markOwned(orderId, { reason, invoiceId: final.invoiceId, amountCents: final.amountCents, at: final.paidAt ?? clock.now() });
    if (!completed) return null;
    // Owned first, then the provider: a failure here throws, and the redelivery cancels again (above).
    if (subscription.subscriptionId) await provider.cancelSubscription(subscription.subscriptionId);
    logger.info({ orderId, invoiceId: final.invoiceId, toldBy: invoiceId, reason }, 'rental completed as owned');
    return reason;
  };
}

export type CompleteOwnership = ReturnType<typeof createCompleteOwnership>;
