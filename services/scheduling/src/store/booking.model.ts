import { BOOKING_KINDS } from '@rto/contracts';
import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The name of the index that makes a slot bookable once: the store's word on a taken slot. */
export const ONE_BOOKING_PER_SLOT = 'one_active_booking_per_slot';

const bookingSchema = new Schema(
  {
    /** The order the visit is for (a delivery, or a repair or pickup of what it delivered). */
    orderId: { type: String, required: true },
    /**
     * The visit the slot is booked for: one booking per visit, claimed again by the same visit it is the same. A
     * delivery's is its order's id, so that "the order's booking" stays the order's delivery.
     */
    visitId: { type: String, required: true },
    /** What the crew comes for: deliveries, repairs and pickups share one calendar, one visit a slot. */
    kind: { type: String, enum: BOOKING_KINDS, default: 'delivery' },
    customerId: { type: String, required: true },
    /** YYYY-MM-DD, a date in the delivery time zone. */
    deliveryDate: { type: String, required: true },
    /** One of the 12 slot labels, e.g. '3:00 PM'. */
    deliveryTime: { type: String, required: true },
    locationName: { type: String, default: null },
    location: { type: new Schema({ lat: Number, lng: Number }, { _id: false }), default: null },
    status: { type: String, enum: ['active', 'released'], required: true },
    /**
     * '' while the booking holds its slot; the visit's id once released. Part of the unique index on date + time,
     * so that of all the bookings of a slot only one can be active, and released ones never stand in the way.
     * (A partial index would say it more directly, but the local MongoDB builds a partial index as a full one.)
     */
    releasedAs: { type: String, default: '' },
    bookedAt: { type: Date, required: true },
    releasedAt: { type: Date, default: null },
    /** Raised by every change; a change applies only to the revision it was computed from. */
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'bookings' },
);
withOutbox(bookingSchema);

bookingSchema.index({ visitId: 1 }, { unique: true });
// An order's visits (its delivery, repairs and pickup) are found by order too; an order holds several.
// Named apart from the old unique `orderId_1` (booking.migration.ts drops that one at start).
bookingSchema.index({ orderId: 1 }, { name: 'visits_of_order' });
// The calendar reads active bookings by date range through this index too (its prefix is the date).
bookingSchema.index({ deliveryDate: 1, deliveryTime: 1, releasedAs: 1 }, { unique: true, name: ONE_BOOKING_PER_SLOT });

export type BookingDocument = InferSchemaType<typeof bookingSchema> & { _id: Types.ObjectId; outbox: EventEnvelope[] };

export function bookingModel(connection: Connection): Model<BookingDocument> {
  return connection.model<BookingDocument>('Booking', bookingSchema);
}
