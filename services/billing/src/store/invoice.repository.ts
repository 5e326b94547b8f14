import { isDuplicateKeyError, newEvent, type Connection } from '@rto/kit';
import { paymentFailed } from '../events/published';
import type { InvoiceFacts } from '../domain/payment-provider';
import { invoiceModel, type InvoiceDocument } from './invoice.model';

export interface InvoiceRecord extends InvoiceFacts {
  userId: string;
  provider: string;
  subscriptionId: string | null;
  orderId: string | null;
  period: string | null;
  paidAt: Date | null;
}

function toRecord(invoice: InvoiceDocument): InvoiceRecord {
  return {
    invoiceId: invoice.invoiceId,
    userId: invoice.userId,
    provider: invoice.provider,
    subscriptionId: invoice.subscriptionId ?? null,
    orderId: invoice.orderId ?? null,
    period: invoice.period ?? null,
    amountCents: invoice.amountCents,
    currency: invoice.currency ?? 'usd',
    status: invoice.status,
    issuedAt: invoice.issuedAt,
    paidAt: invoice.paidAt ?? null,
    failureMessage: invoice.failureMessage ?? undefined,
  };
}

/** What recording an invoice did: a new one, a failed one now paid, or nothing (a repeat). */
export type Recorded = 'recorded' | 'now-paid' | 'unchanged';

/** The only code that knows how invoices are stored. Keyed by invoice id, so every invoice is recorded once. */
export function createInvoiceRepository(connection: Connection) {
  const Invoice = invoiceModel(connection);

  return {
    model: Invoice,

    /**
     * Records an invoice once. Told again (a webhook sent twice, a second instance drafting the same period), it
     * changes nothing, except that a failed invoice later paid (Stripe retries a failed payment) becomes paid. A
     * failed invoice is recorded with its `payment.failed`, in the same write.
     */
    async record(invoice: InvoiceRecord): Promise<Recorded> {
      const outbox =
        invoice.status === 'failed'
          ? [
              newEvent('billing', paymentFailed, {
                userId: invoice.userId,
                ...(invoice.orderId ? { orderId: invoice.orderId } : {}),
                amountCents: invoice.amountCents,
                message: invoice.failureMessage ?? 'The payment of this invoice failed',
              }),
            ]
          : [];
      try {
        const written = await Invoice.updateOne({ invoiceId: invoice.invoiceId }, { $setOnInsert: { ...invoice, outbox } }, { upsert: true });
        if (written.upsertedCount === 1) return 'recorded';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error; // recorded by a concurrent call: as if found
      }
      if (invoice.status !== 'paid') return 'unchanged';
      const paid = await Invoice.updateOne(
        { invoiceId: invoice.invoiceId, status: 'failed' },
        { $set: { status: 'paid', paidAt: invoice.paidAt ?? invoice.issuedAt, failureMessage: null } },
      );
      return paid.modifiedCount === 1 ? 'now-paid' : 'unchanged';
    },

    /** The customer's newest invoices first. */
    async listOf(userId: string, limit = 24): Promise<InvoiceRecord[]> {
      const found = await Invoice.find({ userId }).sort({ issuedAt: -1, _id: -1 }).limit(limit).lean<InvoiceDocument[]>();
      return found.map(toRecord);
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
