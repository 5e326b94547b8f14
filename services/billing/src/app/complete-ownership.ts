import type { Clock, Logger } from '@rto/kit';
import { PAYMENTS_TO_OWN } from '@rto/rules';
import type { PaymentProvider } from '../domain/payment-provider';
import type { OwnershipInvoices } from '../store/ownership-invoices';
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
 * An invoice of an order was paid: when it is the order's PAYMENTS_TO_OWN-th paid monthly payment, or its early
 * payoff, the rental completes as owned. The subscription becomes `owned` with `rental.owned` in the same write
 * (once, whoever sees it first), so nothing more is drafted, and it is cancelled at the provider. Safe to repeat: a
 * second delivery finds it owned and only makes sure the provider stopped. Answers why it completed now, or null.
 */
export function createCompleteOwnership({ provider, subscriptions, invoices, logger, clock }: CompleteOwnershipDeps) {
  /**
   * Whether this invoice's payment is the one that completed the count. Events come in any order and may lag: an
   * earlier month's `invoice.paid` handled after the last month was paid (one Pay Now paying three months, a backlog)
   * also counts PAYMENTS_TO_OWN, and must not be recorded as the final payment. The last one's own event completes.
   */
  const isPaidLast = async (orderId: string, invoiceId: string) => {
    const last = await invoices.lastPaidRent(orderId);
    return last === null || last === invoiceId;
  };

  return async function completeOwnership(orderId: string, invoiceId: string): Promise<OwnedReason | null> {
    const subscription = await subscriptions.findByOrder(orderId);
    if (!subscription) return null;
    if (subscription.status === 'owned') {
      // A repeat of the invoice that completed it (its cancellation at the provider may have failed): cancel again.
      if (subscription.finalInvoiceId === invoiceId && subscription.subscriptionId) await provider.cancelSubscription(subscription.subscriptionId);
      return null;
    }
    const invoice = await invoices.find(invoiceId);
    if (!invoice || invoice.status !== 'paid' || invoice.orderId !== orderId) return null;
    let reason: OwnedReason | null = null;
    if (invoice.kind === 'payoff') reason = 'payoff';
    else if (invoice.kind === 'rent' && (await invoices.paidRentCount(orderId)) >= PAYMENTS_TO_OWN && (await isPaidLast(orderId, invoiceId))) reason = 'last-payment';
    if (!reason) return null;

    const completed = await subscriptions.markOwned(orderId, { reason, invoiceId, amountCents: invoice.amountCents, at: invoice.paidAt ?? clock.now() });
    if (!completed) return null;
    // Owned first, then the provider: a failure here throws, and the redelivery cancels again (above).
    if (subscription.subscriptionId) await provider.cancelSubscription(subscription.subscriptionId);
    logger.info({ orderId, invoiceId, reason }, 'rental completed as owned');
    return reason;
  };
}

export type CompleteOwnership = ReturnType<typeof createCompleteOwnership>;
