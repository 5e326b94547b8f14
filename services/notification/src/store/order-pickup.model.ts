import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * One per order that had a pickup booked (order.return-booked): kept so that when the rental becomes owned instead
 * (rental.owned), the customer and the crew can be told the pickup is off. order drops the pickup then, and tells
 * nobody.
 */
const orderPickupSchema = new Schema(
  {
    /** The order's id: one pickup per order, the newest booking. */
    _id: { type: String, required: true },
    /** YYYY-MM-DD, a store date. */
    pickupDate: { type: String, required: true },
    pickupTime: { type: String, required: true },
    bookedBy: { type: String, enum: ['customer', 'admin'] as const, required: true },
    /** The booking event's time: an older booking heard late does not replace a newer one. */
    bookedAt: { type: Date, required: true },
    /** When the goods came back (order.returned): a pickup done, not dropped. */
    returnedAt: { type: Date, default: null },
    /** The rental.owned event that dropped it: told once per order, again only by a redelivery of that same event. */
    droppedBy: { type: String, default: null },
  },
  { timestamps: true, collection: 'order_pickups' },
);

export type OrderPickupDocument = InferSchemaType<typeof orderPickupSchema>;

export function orderPickupModel(connection: Connection): Model<OrderPickupDocument> {
  return connection.model<OrderPickupDocument>('OrderPickup', orderPickupSchema);
}
