import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

const itemSchema = new Schema(
  {
    productId: { type: String, default: '' },
    name: { type: String, required: true },
    monthlyPriceCents: { type: Number, required: true },
  },
  { _id: false },
);

/** One order's monthly subscription: one per order id, whatever the number of calls that asked for it. */
const subscriptionSchema = new Schema(
  {
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    provider: { type: String, required: true },
    /** The provider's id; null until the provider made it. */
    subscriptionId: { type: String, default: null },
    /**
     * starting (claimed, the provider not yet asked or not yet answered), declined (the first payment failed),
     * then the provider's status: active, past_due, unpaid, canceled, ...
     */
    status: { type: String, required: true },
    declineMessage: { type: String, default: null },
    monthlyTotalCents: { type: Number, required: true },
    /** The part of the first payment that is the order's delivery fee. */
    deliveryFeeCents: { type: Number, default: 0 },
    /** The first payment as the order priced it; null on subscriptions claimed before it was stored. */
    todayChargeCents: { type: Number, default: null },
    items: { type: [itemSchema], default: [] },
    draftDay: { type: Number, required: true },
    paymentMethodId: { type: String, required: true },
    /** send_invoice: the customer keeps no card, each month's invoice is e-mailed to be paid with Pay Now. */
    collectionMethod: { type: String, enum: ['charge_automatically', 'send_invoice'], default: 'charge_automatically' },
    /** Collection paused with the customer's billing. */
    collectionPaused: { type: Boolean, default: false },
    /** Collection paused because an admin paused the order (order.paused), whatever the customer's billing does. */
    orderPaused: { type: Boolean, default: false },
    /** The order's revision that orderPaused was last taken from (order.paused/resumed may arrive out of order). */
    orderRevision: { type: Number, default: null },
    /** The billing account's revision `collectionPaused` was last taken from (app/pause-billing.ts follows the account). */
    accountRevision: { type: Number, default: null },
    /** Total days the customer's pauses deferred it: the term and the ownership date move out by them. */
    pausedDays: { type: Number, default: 0 },
    /** The sandbox's next draft date (its scheduler drafts the subscriptions whose date has come). */
    nextDraftAt: { type: Date, default: null },
    /** status `owned`: when and why the rental completed, and the paid invoice that completed it (the final one). */
    ownedAt: { type: Date, default: null },
    ownedReason: { type: String, enum: ['last-payment', 'payoff', null], default: null },
    finalInvoiceId: { type: String, default: null },
    /** When the provider's newest status applied here was written (webhooks may arrive out of order). */
    providerStatusAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'subscriptions' },
);
// The outbox: payment.failed for a refused first payment, written with the decline; rental.owned with ownership.
withOutbox(subscriptionSchema);

subscriptionSchema.index({ orderId: 1 }, { unique: true });
subscriptionSchema.index({ subscriptionId: 1 });
subscriptionSchema.index({ userId: 1 });
subscriptionSchema.index({ nextDraftAt: 1 });

export type SubscriptionDocument = InferSchemaType<typeof subscriptionSchema> & { _id: Types.ObjectId; outbox: EventEnvelope[] };

export function subscriptionModel(connection: Connection): Model<SubscriptionDocument> {
  return connection.model<SubscriptionDocument>('Subscription', subscriptionSchema);
}
