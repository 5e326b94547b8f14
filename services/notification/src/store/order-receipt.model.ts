import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/** One per order: the receipt e-mail it gets, sent once whatever carries the order to us, however often. */
const orderReceiptSchema = new Schema(
  {
    /** The order's id: the unique key that makes it one receipt per order. */
    _id: { type: String, required: true },
    /** The receipt's Message-ID key, chosen by the first delivery: a resend after a crash is the same message. */
    mailKey: { type: String, required: true },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'order_receipts' },
);

export type OrderReceiptDocument = InferSchemaType<typeof orderReceiptSchema>;

export function orderReceiptModel(connection: Connection): Model<OrderReceiptDocument> {
  return connection.model<OrderReceiptDocument>('OrderReceipt', orderReceiptSchema);
}
