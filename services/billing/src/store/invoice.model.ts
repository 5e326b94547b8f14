import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

/**
 * One invoice of a subscription, paid or failed. Keyed by the provider's invoice id: a webhook sent twice, or two
 * sandbox instances drafting the same period (whose invoice id names the subscription and the period), record it once.
 */
const invoiceSchema = new Schema(
  {
    invoiceId: { type: String, required: true },
    userId: { type: String, required: true },
    provider: { type: String, required: true },
    subscriptionId: { type: String, default: null },
    orderId: { type: String, default: null },
    /** The sandbox's period (`first` or the draft date); Stripe's invoices carry their own. */
    period: { type: String, default: null },
    amountCents: { type: Number, required: true },
    currency: { type: String, default: 'usd' },
    status: { type: String, enum: ['paid', 'failed'], required: true },
    issuedAt: { type: Date, required: true },
    paidAt: { type: Date, default: null },
    failureMessage: { type: String, default: null },
    /**
     * POST /payNow's claim on a failed invoice while it asks the provider: one call at a time reaches the provider.
     * A claim left by a crash is taken over once it expires; the provider's idempotency key makes that retry safe.
     */
    claimToken: { type: String, default: null },
    claimExpiresAt: { type: Date, default: null },
    /** Declines answered to POST /payNow: the next try is a new attempt (a new idempotency key). */
    payAttempts: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'invoices' },
);
// The outbox: payment.failed for an invoice recorded as failed, written with it.
withOutbox(invoiceSchema);

invoiceSchema.index({ invoiceId: 1 }, { unique: true });
invoiceSchema.index({ userId: 1, issuedAt: -1 });

export type InvoiceDocument = InferSchemaType<typeof invoiceSchema> & { _id: Types.ObjectId; outbox: EventEnvelope[] };

export function invoiceModel(connection: Connection): Model<InvoiceDocument> {
  return connection.model<InvoiceDocument>('Invoice', invoiceSchema);
}
