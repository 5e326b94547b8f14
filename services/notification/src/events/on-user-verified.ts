import type { EventOf } from '@rto/kit';
import type { userVerified } from '@rto/contracts';
import type { DeliverReceipt } from '../receipt-delivery';
import type { CustomerRepository } from '../store/customer.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';

/**
 * The owner proved the account's address: kept in the customers read model, and the receipts held for it go out,
 * each once (its claim and Message-ID see to that, whatever else races to send it). The proof is kept before the
 * held receipts are looked up, and a receipt being completed is stored before its customer is looked up, so a
 * receipt completed at the same moment is sent by one of the two. A failure of one receipt fails the handler after
 * the others were tried, and the bus's retry sends what is still held.
 */
export function onUserVerified(deps: { customers: CustomerRepository; receipts: OrderReceiptRepository; deliverReceipt: DeliverReceipt }) {
  const { customers, receipts, deliverReceipt } = deps;
  return async (event: EventOf<typeof userVerified>): Promise<void> => {
    const { userId, email } = event.data;
    await customers.verify(userId, email, new Date(event.occurredAt));
    const failures: unknown[] = [];
    for (const orderId of await receipts.heldFor(userId)) {
      await deliverReceipt(orderId).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  };
}
