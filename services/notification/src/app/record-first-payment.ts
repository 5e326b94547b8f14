import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { DeliverReceipt } from './deliver-receipt';

export interface RecordFirstPaymentDeps {
  receipts: OrderReceiptRepository;
  deliverReceipt: DeliverReceipt;
}

/** The order's first payment succeeded (its subscription started): the receipt records it, and may go. */
export function createRecordFirstPayment({ receipts, deliverReceipt }: RecordFirstPaymentDeps) {
  return async (payment: { orderId: string; userId: string }, paidAt: Date): Promise<void> => {
    await receipts.recordPaid(payment.orderId, payment.userId, paidAt);
    await deliverReceipt(payment.orderId);
  };
}

export type RecordFirstPayment = ReturnType<typeof createRecordFirstPayment>;
