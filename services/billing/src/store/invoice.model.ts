import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

const lineSchema = new Schema({ description: { type: String, required: true }, amountCents: { type: Number, required: true } }, { _id: false });

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
    /** open: issued to the customer to pay (no card on file), due but not late; failed: unpaid and late (or declined). */
    status: { type: String, enum: ['paid', 'failed', 'open'], required: true },
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
    /**
     * rent (a month, the first payment included), late-fee (assessed on a late rent invoice), payoff (early purchase),
     * final (the statement written when the goods came back: it charges nothing itself, store/final-invoices.ts).
     */
    kind: { type: String, enum: ['rent', 'late-fee', 'payoff', 'final'], default: 'rent' },
    /** The store date (`YYYY-MM-DD`, store time zone) it was due; null on rows older than it: the day it was issued. */
    dueDate: { type: String, default: null },
    /** What it is made of: rent one line per item, a fee or a payoff one line. */
    lines: { type: [lineSchema], default: [] },
    /** A late fee's rent invoice (the late payment it is assessed on); null for anything else. */
    feeFor: { type: String, default: null },
    /** The sandbox's dunning: retries of this failed rent made so far (DUNNING_RETRY_DAYS says when the next is due). */
    dunningRetries: { type: Number, default: 0 },
    /** send_invoice: issued for the customer to pay (no card on file), so dunning has no card to retry it with. */
    collectionMethod: { type: String, enum: ['charge_automatically', 'send_invoice'], default: 'charge_automatically' },
    /**
     * Unpaid when its order's goods came back (order.returned): still owed and settled with Pay Now, but dunning
     * neither retries it nor adds fees to it, so the final invoice's balance stays what the customer owes.
     */
    rentalEnded: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'invoices' },
);
// The outbox: payment.failed for an invoice recorded as failed, invoice.paid, invoice.issued, payment.reminder, written with the change.
withOutbox(invoiceSchema);

invoiceSchema.index({ invoiceId: 1 }, { unique: true });
invoiceSchema.index({ userId: 1, issuedAt: -1 });
// The dunning timer's search for unpaid rent, and the fees of one late payment.
invoiceSchema.index({ status: 1, kind: 1, dueDate: 1 });
invoiceSchema.index({ feeFor: 1 });
// Open invoices past their due date (store/open-invoices.ts).
invoiceSchema.index({ status: 1, dueDate: 1 });
// The admin's reads (invoice-admin.queries.ts): an order's invoices, what was paid in a month, what is unpaid.
invoiceSchema.index({ orderId: 1, issuedAt: 1 });
invoiceSchema.index({ status: 1, paidAt: 1 });
invoiceSchema.index({ status: 1, orderId: 1 });

export type InvoiceDocument = InferSchemaType<typeof invoiceSchema> & { _id: Types.ObjectId; outbox: EventEnvelope[] };

export function invoiceModel(connection: Connection): Model<InvoiceDocument> {
  return connection.model<InvoiceDocument>('Invoice', invoiceSchema);
}
