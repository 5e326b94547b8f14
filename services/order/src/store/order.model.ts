import { handledMarksField, withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';
import { CHECKOUT_STEPS } from '../domain/checkout';
import { ORDER_STATUSES } from '../domain/order-status';

const itemSchema = new Schema(
  {
    productId: { type: String, required: true },
    name: { type: String, required: true },
    /** Integer cents: the line's monthly price when ordered (a TV: its price per inch times its size). */
    monthlyPriceCents: { type: Number, required: true },
    stockStatus: { type: String, default: '' },
    photo: { type: String, default: '' },
    category: { type: String, default: '' },
    tvSize: { type: Number },
    plugType: { type: String },
    plugDescription: { type: String },
  },
  { _id: false },
);

/**
 * Where the order's checkout stands (domain/checkout.ts) and what the saga needs to carry it on after a crash:
 * when the next attempt is due, the lease of the instance working on it, how often it failed, and a wake counter
 * that billing.stored raises so that an attempt that just heard "no billing yet" does not put the order to sleep.
 */
const checkoutSchema = new Schema(
  {
    step: { type: String, enum: CHECKOUT_STEPS, required: true },
    nextAttemptAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    leaseBy: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    wake: { type: Number, default: 0 },
    /** When an order still without billing is cancelled. */
    billingDeadline: { type: Date, default: null },
    /** The last failure, for whoever looks at a stuck order. */
    problem: { type: String, default: null },
  },
  { _id: false },
);

const orderSchema = new Schema(
  {
    /** The customer's id (the verified caller who placed it). */
    user: { type: String, required: true },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    items: { type: [itemSchema], default: [] },
    location: { type: new Schema({ lat: Number, lng: Number }, { _id: false }), required: true },
    locationName: { type: String, default: '' },
    /** The street address (issue 21): null for an order placed without one, which waits for it ("address needed"). */
    deliveryAddress: {
      type: new Schema({ street: String, unit: String, city: String, state: String, zipCode: String, accessNotes: String }, { _id: false }),
      default: null,
    },
    /** The delivery step's "Do you have Stairs?" answer; null when the client did not say. */
    stairs: { type: Boolean, default: null },
    deliveryDate: { type: String, required: true },
    deliveryTime: { type: String, required: true },
    monthlyTotalCents: { type: Number, required: true },
    deliveryFeeCents: { type: Number, required: true },
    todayChargeCents: { type: Number, required: true },
    /** The agreement the order was placed with (POST /createOrder's agreementHash); null when none was sent. */
    agreementHash: { type: String, default: null },
    /** What the client said the total was (dollars), kept for comparison only. */
    clientTotalCost: { type: Number, default: null },
    subscriptionId: { type: String, default: null },
    cancellation: { type: new Schema({ reason: String, message: String }, { _id: false }), default: null },
    /** Set once the slot is the order's and order.placed is written; null while the order is a draft. */
    placedAt: { type: Date, default: null },
    checkout: { type: checkoutSchema, required: true },
    /** billing's invoices of this order not paid (it is overdue while one is) and those paid (domain/invoices.ts). */
    unpaidInvoices: { type: [String], default: [] },
    paidInvoices: { type: [String], default: [] },
    /** An admin paused it (order.paused); null on orders stored before: paused by an admin iff status is paused. */
    adminPaused: { type: Boolean, default: null },
    /**
     * The customer's billing pause as billing.paused / billing.resumed told it, with the billing account's revision
     * it came with (a late event never undoes a newer one) and when the pause ends by itself.
     */
    billingPause: { type: new Schema({ paused: Boolean, revision: Number, endsAt: Date }, { _id: false }), default: null },
    /** When the rental completed as owned (billing's rental.owned: its last payment or its payoff); else null. */
    ownedAt: { type: Date, default: null },
    /** The paid invoice that completed it as owned (its final invoice, as rental.owned named it); else null. */
    finalInvoiceId: { type: String, default: null },
    /**
     * The visit that brings the goods (issue 23), beside the status: scheduled until an admin marks it delivered (the
     * term starts then) or missed (the slot released; the customer picks a new time). Orders stored before: scheduled.
     */
    deliveryStatus: { type: String, enum: ['scheduled', 'delivered', 'missed'], default: 'scheduled' },
    deliveredAt: { type: Date, default: null },
    deliveryTechnician: { type: String, default: null },
    deliveryNote: { type: String, default: null },
    /**
     * The return (issue 23, item 3): null until a pickup is booked (by the customer, or an admin for an order eligible
     * for repossession), then booked, then returned (the order completes). Orders stored before: null.
     */
    returnStatus: { type: String, enum: ['booked', 'returned', null], default: null },
    pickupDate: { type: String, default: null },
    pickupTime: { type: String, default: null },
    pickupBookedBy: { type: String, enum: ['customer', 'admin', null], default: null },
    returnedAt: { type: Date, default: null },
    returnCondition: { type: String, enum: ['good', 'damaged', null], default: null },
    returnNote: { type: String, default: null },
    /** Raised by every change of status or placement; the order's events carry it. */
    revision: { type: Number, default: 0 },
    ...handledMarksField,
  },
  { timestamps: true, collection: 'orders' },
);
withOutbox(orderSchema);

orderSchema.index({ user: 1, placedAt: -1 });
orderSchema.index({ 'checkout.step': 1, 'checkout.nextAttemptAt': 1 });
orderSchema.index({ user: 1, deliveryDate: 1, deliveryTime: 1 });
// The admin's list (newest placed first, all or one status).
orderSchema.index({ placedAt: -1, _id: -1 });
orderSchema.index({ status: 1, placedAt: -1, _id: -1 });

export type OrderDocument = InferSchemaType<typeof orderSchema> & { _id: Types.ObjectId; createdAt: Date; outbox: EventEnvelope[] };

export function orderModel(connection: Connection): Model<OrderDocument> {
  return connection.model<OrderDocument>('Order', orderSchema);
}

/**
 * One request that placed (or is placing) an order, by the key that makes a repeat of it recognisable: the client's
 * Idempotency-Key, or the request's own fingerprint for a short while. `_id` is the key, so two racing requests
 * with the same key cannot both claim it. Expiry is checked in code (the local MongoDB never expires anything).
 */
const orderRequestSchema = new Schema(
  {
    _id: { type: String, required: true },
    user: { type: String, required: true },
    orderId: { type: String, required: true },
    /** The request's fingerprint: a key sent again with another request is refused. */
    fingerprint: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    /** The process placing the order (kit's heartbeat): once it is gone, a repeat carries on with its order. */
    instance: { type: String, default: null },
  },
  { timestamps: true, collection: 'order_requests' },
);

orderRequestSchema.index({ orderId: 1 });
orderRequestSchema.index({ expiresAt: 1 });

export type OrderRequestDocument = InferSchemaType<typeof orderRequestSchema> & { _id: string; createdAt: Date };

export function orderRequestModel(connection: Connection): Model<OrderRequestDocument> {
  return connection.model<OrderRequestDocument>('OrderRequest', orderRequestSchema);
}
