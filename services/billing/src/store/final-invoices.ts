import { isDuplicateKeyError, storeDateOf, trusted } from '@rto/kit';
import type { Model } from 'mongoose';
import type { StillOwed } from '../domain/final-invoice';
import type { InvoiceLine } from '../domain/payment-provider';
import type { InvoiceDocument } from './invoice.model';

/** The final invoice of a returned rental, and the unpaid invoices it freezes (domain/final-invoice.ts). */
export function createFinalInvoices(Invoice: Model<InvoiceDocument>) {
  return {
    /**
     * The order's invoices still unpaid, marked `rentalEnded` so dunning leaves them (no retry, no further fee); Pay
     * Now still settles them. Marked again, the same invoices answer.
     */
    async freezeUnpaid(orderId: string, timeZone: string): Promise<StillOwed[]> {
      await Invoice.updateMany({ orderId, status: trusted({ $in: ['failed', 'open'] }) }, { $set: { rentalEnded: true } });
      const unpaid = await Invoice.find({ orderId, status: trusted({ $in: ['failed', 'open'] }), kind: trusted({ $ne: 'final' }) })
        .sort({ issuedAt: 1, invoiceId: 1 })
        .lean<InvoiceDocument[]>();
      return unpaid.map((invoice) => ({ invoiceId: invoice.invoiceId, kind: invoice.kind ?? 'rent', amountCents: invoice.amountCents, dueDate: invoice.dueDate ?? storeDateOf(invoice.issuedAt, timeZone) }));
    },

    /**
     * Writes the final invoice once (its id names the order: a repeat, or a second instance, finds it). It is $0.00
     * and paid as issued: it tells no `invoice.paid` (nothing was paid), so nobody counts it as a payment.
     */
    async write(invoice: { invoiceId: string; userId: string; provider: string; subscriptionId: string | null; orderId: string; issuedAt: Date; dueDate: string; lines: InvoiceLine[] }): Promise<boolean> {
      const written = await Invoice.updateOne(
        { invoiceId: invoice.invoiceId },
        { $setOnInsert: { ...invoice, kind: 'final', amountCents: 0, currency: 'usd', status: 'paid', paidAt: invoice.issuedAt, period: null, outbox: [] } },
        { upsert: true },
      ).catch((error: unknown) => {
        // Written by a concurrent call: as if found.
        if (isDuplicateKeyError(error)) return { upsertedCount: 0 };
        throw error;
      });
      return written.upsertedCount === 1;
    },
  };
}

export type FinalInvoices = ReturnType<typeof createFinalInvoices>;
