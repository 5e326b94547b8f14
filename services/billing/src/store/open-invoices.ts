import { trusted } from '@rto/kit';
import type { Model } from 'mongoose';
import type { InvoiceDocument } from './invoice.model';
import { failedEvent } from './invoice.repository';

/** What an open invoice left unpaid past its due date says when it fails. */
export const OPEN_INVOICE_UNPAID = 'This invoice was not paid by its due date';

/**
 * Open invoices (issued for the customer to pay, no card on file: issue 22, item 1) and their one move of their own:
 * unpaid the day after their due date, they fail, with `payment.failed` in the same write (the order is overdue, and
 * dunning goes on as for any late payment). Paying one (Pay Now) is the invoice repository's.
 */
export function createOpenInvoices(Invoice: Model<InvoiceDocument>) {
  return {
    /**
     * Fails the open invoices due before `today` (a store date), up to `limit`: each by a conditional update, so of
     * two instances one fails it, and one held by a Pay Now's live claim is left to that payment. Resolves to how
     * many failed.
     */
    async failLate(today: string, now: Date, limit: number): Promise<number> {
      const late = await Invoice.find({ status: 'open', dueDate: trusted({ $lt: today }), rentalEnded: trusted({ $ne: true }) })
        .sort({ dueDate: 1, invoiceId: 1 })
        .limit(limit)
        .lean<InvoiceDocument[]>();
      let failed = 0;
      for (const invoice of late) {
        const event = failedEvent({ ...invoice, orderId: invoice.orderId ?? null }, OPEN_INVOICE_UNPAID);
        const written = await Invoice.updateOne(
          { invoiceId: invoice.invoiceId, status: 'open', $or: [{ claimExpiresAt: null }, { claimExpiresAt: trusted({ $lte: now }) }] },
          { $set: { status: 'failed', failureMessage: OPEN_INVOICE_UNPAID }, $push: { outbox: event } },
        );
        failed += written.modifiedCount;
      }
      return failed;
    },
  };
}

export type OpenInvoices = ReturnType<typeof createOpenInvoices>;
