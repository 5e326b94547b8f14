import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';
import { cardSummaryFields } from './card-fields';

const paymentMethodSchema = new Schema(
  {
    /** The provider's id of the payment method (never a card number). */
    id: { type: String, required: true },
    ...cardSummaryFields,
  },
  { _id: false },
);

const accountSchema = new Schema(
  {
    /** The verified caller's id: one billing account per customer. */
    userId: { type: String, required: true },
    /** Which provider made `customerId` (stripe or sandbox): a customer of one means nothing to the other. */
    provider: { type: String, required: true },
    customerId: { type: String, default: null },
    /** The default card, as the provider describes it. */
    paymentMethod: { type: paymentMethodSchema, default: null },
    postalCode: { type: String, default: null },
    /** 1 to 28: the day of the month later payments are drafted. */
    draftDay: { type: Number, default: null },
    /** The customer's answer to 'Save this card for recurring payments'. */
    saveCard: { type: Boolean, default: null },
    /** Billing paused by the customer (Suspended in the admin): nothing is drafted until it is resumed. */
    paused: { type: Boolean, default: false },
    /** When the pause in force (or, once resumed, the last one) started. */
    pausedAt: { type: Date, default: null },
    /** customer: the customer's own pause, with its limits; admin: an admin's suspend (no limit, every order). */
    pauseKind: { type: String, enum: ['customer', 'admin'], default: null },
    /** When the customer's pause ends by itself (null for an admin's suspend, and when not paused). */
    pauseEndsAt: { type: Date, default: null },
    /** The orders whose drafts the pause defers: the customer's active orders with nothing due when it started. */
    pauseOrderIds: { type: [String], default: [] },
    /** When the customer's last own pause started: one in PAUSE_EVERY_MONTHS (domain/pause-window.ts). */
    lastPauseStartedAt: { type: Date, default: null },
    /** When the last pause ended (by hand, by itself, or an admin's activate): its days move the term out. */
    resumedAt: { type: Date, default: null },
    /** Raised by every change; billing.paused / billing.resumed carry it, so identity applies only the newest. */
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'billing_accounts' },
);
withOutbox(accountSchema);

accountSchema.index({ userId: 1 }, { unique: true });
accountSchema.index({ customerId: 1 });
// The timer's search for customer pauses whose end has come.
accountSchema.index({ paused: 1, pauseEndsAt: 1 });

export type AccountDocument = InferSchemaType<typeof accountSchema> & { _id: Types.ObjectId; outbox: EventEnvelope[] };

export function accountModel(connection: Connection): Model<AccountDocument> {
  return connection.model<AccountDocument>('BillingAccount', accountSchema);
}
