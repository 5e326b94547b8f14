import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';
import { CATEGORIES, STOCK_STATUSES } from '../domain/product';

const productSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Money in integer cents (docs/architecture.md). */
    monthlyPriceCents: { type: Number, required: true, min: 0 },
    photoId: { type: Schema.Types.ObjectId, required: true },
    keyFeatures: { type: [String], default: [] },
    combo: { type: Boolean, default: false },
    stockStatus: { type: String, enum: STOCK_STATUSES, default: 'available' },
    category: { type: String, enum: CATEGORIES, required: true },
    /** Which product of the seed catalogue this is: seeding again finds it instead of adding a copy. */
    seedKey: { type: String, required: true },
    /** Units counted (issue 23, item 4): changed only by conditional single-document updates. */
    units: {
      available: { type: Number, min: 0 },
      reserved: { type: Number, min: 0 },
      rented: { type: Number, min: 0 },
      maintenance: { type: Number, min: 0 },
    },
    /** Grows with every change of the units: a status derived from counts read before is written only if none came since. */
    unitsRevision: { type: Number, default: 0 },
    /** The orders holding units of this product, so each order's hold is counted once (a retry finds its own). */
    reservedFor: { type: [{ _id: false, orderId: String, quantity: Number }], default: [] },
    rentedTo: { type: [{ _id: false, orderId: String, quantity: Number, serials: [String] }], default: [] },
    /** Each unit in a customer's home by its serial number (assigned at delivery), with its status and order. */
    serials: { type: [{ _id: false, serial: String, status: { type: String, enum: ['rented', 'maintenance'] }, orderId: String }], default: [] },
    /** The repairs that replaced a unit (issue 23, item 2), by ticket: a ticket asking again finds its own. */
    replacements: { type: [{ _id: false, ticketId: String, orderId: String, replacedSerial: String, newSerial: String }], default: [] },
    /** Display order: the seed's order, then creation. */
    position: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'products' },
);
withOutbox(productSchema);

productSchema.index({ seedKey: 1 }, { unique: true });
productSchema.index({ position: 1, _id: 1 });
productSchema.index({ 'reservedFor.orderId': 1 });

export type ProductDocument = InferSchemaType<typeof productSchema> & { _id: Types.ObjectId; __v: number; outbox: EventEnvelope[] };

export function productModel(connection: Connection): Model<ProductDocument> {
  return connection.model<ProductDocument>('Product', productSchema);
}
