import { storeDateOf, type Clock, type Logger } from '@rto/kit';
import { finalInvoiceIdOf, finalInvoiceLines } from '../domain/final-invoice';
import type { PaymentProvider } from '../domain/payment-provider';
import type { FinalInvoices } from '../store/final-invoices';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface EndRentalDeps {
  provider: Pick<PaymentProvider, 'cancelSubscription'>;
  subscriptions: Pick<SubscriptionRepository, 'findByOrder' | 'markCancelled'>;
  finals: FinalInvoices;
  logger: Logger;
  clock: Clock;
  /** The store's time zone: the final invoice's dates are store dates. */
  timeZone: string;
}

/** A subscription that ended otherwise: nothing is left to stop at the provider. */
const ENDED = ['owned', 'declined'];

/**
 * The goods of an order are back (order.returned, issue 23 item 3): its subscription ends (canceled, nothing more
 * drafted), is cancelled at the provider, the invoices still unpaid are left to Pay Now (dunning no longer retries
 * them nor adds fees), and the final invoice names them and the balance (domain/final-invoice.ts). Safe to repeat:
 * each step finds its work done, and a provider failure throws so the redelivery finishes the job.
 */
export function createEndRental({ provider, subscriptions, finals, logger, clock, timeZone }: EndRentalDeps) {
  return async function endRental(returned: { orderId: string; returnedAt: Date; condition: string }): Promise<boolean> {
    const { orderId } = returned;
    const subscription = await subscriptions.findByOrder(orderId);
    if (!subscription) {
      logger.warn({ orderId }, 'order.returned for an order without a subscription: nothing to end');
      return false;
    }
    if (!ENDED.includes(subscription.status)) {
      // Stopped here first (the sandbox's drafts), then at the provider: a failure there is retried on redelivery.
      await subscriptions.markCancelled(orderId);
      if (subscription.subscriptionId) await provider.cancelSubscription(subscription.subscriptionId);
    }
    const owed = await finals.freezeUnpaid(orderId, timeZone);
    const now = clock.now();
    const today = storeDateOf(now, timeZone);
    const written = await finals.write({
      invoiceId: finalInvoiceIdOf(orderId),
      userId: subscription.userId,
      provider: subscription.provider,
      subscriptionId: subscription.subscriptionId,
      orderId,
      issuedAt: now,
      dueDate: today,
      lines: finalInvoiceLines(storeDateOf(returned.returnedAt, timeZone), returned.condition, owed),
    });
    if (written) logger.info({ orderId, stillOwed: owed.length }, 'rental ended by return: subscription ended, final invoice written');
    return written;
  };
}

export type EndRental = ReturnType<typeof createEndRental>;
