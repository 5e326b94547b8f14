import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * One per order: the receipt e-mail it gets, sent once whatever carries the order to us, however often. The receipt
 * is made of the placed order (`order`, from order.placed) and goes out only once its first payment succeeded
 * (`paidAt`, from order.activated) and the customer's address is proved; the two events may arrive in either order,
 * so each fills in its part and whichever completes the receipt sends it.
 */
const orderReceiptSchema = new Schema(
  {
    /** The order's id: the unique key that makes it one receipt per order. */
    _id: { type: String, required: true },
    /** The customer it goes to (identity's user id); null on receipts recorded before it was kept. */
    userId: { type: String, default: null },
    /** The receipt's Message-ID key, chosen by the first delivery: a resend after a crash is the same message. */
    mailKey: { type: String, required: true },
    /** The order as placed (items, amounts, slot, place): what the receipt says. Our own write, never client input. */
    order: { type: Schema.Types.Mixed, default: null },
    /** When the first payment succeeded (the order became active); a declined card never sets it. */
    paidAt: { type: Date, default: null },
    /** One sender at a time: a delivery holds the receipt until then while it sends (two events may race to send). */
    sendingUntil: { type: Date, default: null },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'order_receipts' },
);

// The receipts held for a customer until their address is proved (user.verified looks them up).
orderReceiptSchema.index({ userId: 1, sentAt: 1 });

export type OrderReceiptDocument = InferSchemaType<typeof orderReceiptSchema>;

export function orderReceiptModel(connection: Connection): Model<OrderReceiptDocument> {
  return connection.model<OrderReceiptDocument>('OrderReceipt', orderReceiptSchema);
}
