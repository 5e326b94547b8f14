import { handledMarksField, withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

const cartLineSchema = new Schema(
  {
    productId: { type: String, required: true },
    name: { type: String, required: true },
    photo: { type: String, default: '' },
    /** Integer cents: the line's monthly price as priced from the catalogue when the cart was saved. */
    monthlyPriceCents: { type: Number, required: true },
    tvSize: { type: Number },
    plugType: { type: String },
    plugDescription: { type: String },
  },
  { _id: false },
);

const cartSchema = new Schema(
  {
    /** The verified caller's id: one cart per customer. */
    userId: { type: String, required: true },
    items: { type: [cartLineSchema], default: [] },
    tvSize: { type: Number, default: null },
    /** Raised by every change; a change applies only to the revision it was computed from. */
    revision: { type: Number, default: 0 },
    /** Set when the customer's account is deleted; the tombstone disappears once its event is published. */
    deletedAt: { type: Date, default: null },
    /** The events already applied to this cart (an order that emptied it): a redelivery changes nothing. */
    ...handledMarksField,
  },
  { timestamps: true, collection: 'carts' },
);
withOutbox(cartSchema);

cartSchema.index({ userId: 1 }, { unique: true });

export type CartDocument = InferSchemaType<typeof cartSchema> & { _id: Types.ObjectId; outbox: EventEnvelope[] };

export function cartModel(connection: Connection): Model<CartDocument> {
  return connection.model<CartDocument>('Cart', cartSchema);
}
