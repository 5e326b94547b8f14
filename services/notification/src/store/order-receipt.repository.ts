import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import { itemLabel, type ReceiptOrder } from '../domain/receipt';
import { orderReceiptModel, type OrderReceiptDocument } from './order-receipt.model';
import { idsWhere } from './ids';

/** An order's receipt as the sender sees it. */
export interface OrderReceipt {
  orderId: string;
  userId: string | null;
  /** What makes every send of this receipt the same message (its Message-ID). */
  mailKey: string;
  /** The order as placed; null until order.placed is handled. */
  order: ReceiptOrder | null;
  paidAt: Date | null;
  sent: boolean;
}

const toRecord = (doc: OrderReceiptDocument): OrderReceipt => ({
  orderId: doc._id,
  userId: doc.userId ?? null,
  mailKey: doc.mailKey,
  order: (doc.order as ReceiptOrder | null | undefined) ?? null,
  paidAt: doc.paidAt ?? null,
  sent: doc.sentAt !== null && doc.sentAt !== undefined,
});

/** The same Message-ID whichever event completes the receipt, and whichever instance sends it. */
const mailKeyOf = (orderId: string) => `receipt.${orderId}`;

/** The only code that knows how receipts are recorded. */
export function createOrderReceiptRepository(connection: Connection) {
  const Receipt = orderReceiptModel(connection);

  /** Writes one part of the receipt, creating it on first sight; two first sights at once: the second updates. */
  async function fill(orderId: string, set: Record<string, unknown>): Promise<void> {
    const write = () => Receipt.updateOne({ _id: orderId }, { $set: set, $setOnInsert: { mailKey: mailKeyOf(orderId) } }, { upsert: true });
    try {
      await write();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await write();
    }
  }

  return {
    model: Receipt,

    /** The order as placed: what its receipt will say. */
    recordPlaced(order: ReceiptOrder & { userId: string }): Promise<void> {
      const { userId, ...content } = order;
      return fill(order.orderId, { userId, order: content });
    },

    /** The order's first payment succeeded at `at`: its receipt may go. */
    recordPaid(orderId: string, userId: string, at: Date): Promise<void> {
      return fill(orderId, { userId, paidAt: at });
    },

    /**
     * The order's items as placed, named as the feed names them; none before order.placed is heard. Every notice and
     * e-mail about an order names its items from here: later notices (a repair's) name only some of them.
     */
    async itemsOf(orderId: string): Promise<string[]> {
      const doc = await Receipt.findById(orderId).select({ 'order.items': 1 }).lean<Pick<OrderReceiptDocument, 'order'>>();
      const order = doc?.order as Pick<ReceiptOrder, 'items'> | null | undefined;
      return order?.items?.map(itemLabel) ?? [];
    },

    async find(orderId: string): Promise<OrderReceipt | null> {
      const doc = await Receipt.findById(orderId).lean<OrderReceiptDocument>();
      return doc ? toRecord(doc) : null;
    },

    /** The ids of the customer's receipts that are paid and not sent: the ones held for their address. */
    async heldFor(userId: string): Promise<string[]> {
      return idsWhere(Receipt, { userId, sentAt: null, paidAt: trusted({ $ne: null }) });
    },

    /** Takes the unsent receipt for one sender until `now + leaseMs`; false when it is sent or another holds it. */
    async claimSending(orderId: string, now: Date, leaseMs: number): Promise<boolean> {
      const result = await Receipt.updateOne(
        { _id: orderId, sentAt: null, $or: [{ sendingUntil: null }, { sendingUntil: trusted({ $lt: now }) }] },
        { $set: { sendingUntil: new Date(now.getTime() + leaseMs) } },
      );
      return result.modifiedCount === 1;
    },

    /** The send failed: the next delivery may try at once. */
    async release(orderId: string): Promise<void> {
      await Receipt.updateOne({ _id: orderId, sentAt: null }, { $set: { sendingUntil: null } });
    },

    async markSent(orderId: string, at: Date): Promise<void> {
      await Receipt.updateOne({ _id: orderId }, { $set: { sentAt: at, sendingUntil: null } });
    },
  };
}

export type OrderReceiptRepository = ReturnType<typeof createOrderReceiptRepository>;
