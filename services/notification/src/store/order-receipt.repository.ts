import { isDuplicateKeyError, type Connection } from '@rto/kit';
import { orderReceiptModel } from './order-receipt.model';

/** An order's receipt as the sender sees it. */
export interface OrderReceipt {
  orderId: string;
  /** What makes every send of this receipt the same message (its Message-ID). */
  mailKey: string;
  sent: boolean;
}

/** The only code that knows how receipts are recorded. */
export function createOrderReceiptRepository(connection: Connection) {
  const Receipt = orderReceiptModel(connection);

  return {
    model: Receipt,

    /** The order's receipt, recorded on first sight with `mailKey`; later callers get the first one's key. */
    async claim(orderId: string, mailKey: string): Promise<OrderReceipt> {
      try {
        await Receipt.updateOne({ _id: orderId }, { $setOnInsert: { mailKey } }, { upsert: true });
      } catch (error) {
        // Two deliveries upserting at once: one inserted, the other finds it below.
        if (!isDuplicateKeyError(error)) throw error;
      }
      const receipt = await Receipt.findById(orderId).lean();
      if (!receipt) throw new Error(`the receipt of order ${orderId} was not recorded`);
      return { orderId, mailKey: receipt.mailKey, sent: receipt.sentAt !== null && receipt.sentAt !== undefined };
    },

    async markSent(orderId: string, at: Date): Promise<void> {
      await Receipt.updateOne({ _id: orderId }, { $set: { sentAt: at } });
    },
  };
}

export type OrderReceiptRepository = ReturnType<typeof createOrderReceiptRepository>;
