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
    /** Display order: the seed's order, then creation. */
    position: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'products' },
);
withOutbox(productSchema);

productSchema.index({ seedKey: 1 }, { unique: true });
productSchema.index({ position: 1, _id: 1 });

export type ProductDocument = InferSchemaType<typeof productSchema> & { _id: Types.ObjectId; __v: number; outbox: EventEnvelope[] };

export function productModel(connection: Connection): Model<ProductDocument> {
  return connection.model<ProductDocument>('Product', productSchema);
}
