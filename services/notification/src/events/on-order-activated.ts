import type { EventOf } from '@rto/kit';
import type { orderActivated } from '@rto/contracts';
import type { RecordFirstPayment } from '../app/record-first-payment';

/**
 * The order's subscription started, which billing does only once the first payment succeeded (the sandbox charges
 * it at once; Stripe's subscription is created with `error_if_incomplete`): the receipt may go. Chosen over
 * invoice.paid, which comes every month and, with Stripe, by webhook without always naming the order; and a
 * declined card never activates an order, so it never gets a receipt.
 */
export function onOrderActivated(recordFirstPayment: RecordFirstPayment) {
  return async (event: EventOf<typeof orderActivated>): Promise<void> => {
    await recordFirstPayment(event.data, new Date(event.occurredAt));
  };
}
