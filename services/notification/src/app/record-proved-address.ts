import type { CustomerRepository } from '../store/customer.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { DeliverReceipt } from './deliver-receipt';

export interface RecordProvedAddressDeps {
  customers: CustomerRepository;
  receipts: OrderReceiptRepository;
  deliverReceipt: DeliverReceipt;
}

/**
 * The owner proved the account's address: kept in the customers read model, and the receipts held for it go out,
 * each once (its claim and Message-ID see to that, whatever else races to send it). The proof is kept before the
 * held receipts are looked up, and a receipt being completed is stored before its customer is looked up, so a
 * receipt completed at the same moment is sent by one of the two. A failure of one receipt fails the handler after
 * the others were tried, and the bus's retry sends what is still held.
 */
export function createRecordProvedAddress({ customers, receipts, deliverReceipt }: RecordProvedAddressDeps) {
  return async (proof: { userId: string; email: string }, provedAt: Date): Promise<void> => {
    await customers.verify(proof.userId, proof.email, provedAt);
    const failures: unknown[] = [];
    for (const orderId of await receipts.heldFor(proof.userId)) {
      await deliverReceipt(orderId).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  };
}

export type RecordProvedAddress = ReturnType<typeof createRecordProvedAddress>;
