import type { EventOf } from '@rto/kit';
import type { invoicePaid } from '@rto/contracts';
import type { CompleteOwnership } from '../app/complete-ownership';

/**
 * billing hears its own `invoice.paid` to complete ownership. An invoice becomes paid in several places (today's
 * payment, a draft, POST /payNow, Stripe's webhook), each writing `invoice.paid` with it: the event is the one fact
 * they share, delivered durably and at least once (after a crash too), so no path can forget to ask.
 */
export function onInvoicePaid(completeOwnership: CompleteOwnership) {
  return async (event: EventOf<typeof invoicePaid>): Promise<void> => {
    const { orderId, invoiceId } = event.data;
    if (orderId) await completeOwnership(orderId, invoiceId);
  };
}
