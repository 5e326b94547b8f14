import type { Model } from 'mongoose';
import type { AdminInvoice } from '../domain/admin-money';
import { INVOICE_KINDS, type InvoiceKind, type InvoiceLine } from '../domain/payment-provider';
import type { InvoiceDocument } from './invoice.model';
import { UNPAID } from './invoice.repository';

/** The most invoices one order's details list: over 20 years of monthly rent with its fees. */
const ORDER_INVOICES_MAX = 500;

/** An invoice as stored, the fields of later releases optional: rows written before them lack them. */
type StoredInvoice = Pick<InvoiceDocument, 'invoiceId' | 'amountCents' | 'status' | 'issuedAt' | 'paidAt' | 'failureMessage'> & {
  kind?: string | null;
  dueDate?: string | null;
  lines?: Array<{ description?: string | null; amountCents?: number | null }> | null;
};

const kindOf = (kind: string | null | undefined): InvoiceKind => (INVOICE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as InvoiceKind) : 'rent';

/**
 * The admin's reads over all the invoices (issue 22, item 7): one order's invoices, one customer's unpaid ones, and
 * the store-wide sums of the dashboard, each an indexed query or one aggregation, never a pass in memory over
 * everyone's invoices.
 */
export function createInvoiceAdminQueries(Invoice: Model<InvoiceDocument>) {
  return {
    /**
     * An order's invoices, oldest first. An invoice without a kind is rent; without a due date, `dueDateOf` its
     * issue time (it was due the day it was issued).
     */
    async ofOrder(orderId: string, dueDateOf: (issuedAt: Date) => string): Promise<AdminInvoice[]> {
      const found = await Invoice.find({ orderId })
        .select({ invoiceId: 1, kind: 1, amountCents: 1, status: 1, issuedAt: 1, paidAt: 1, dueDate: 1, failureMessage: 1, lines: 1 })
        .sort({ issuedAt: 1, _id: 1 })
        .limit(ORDER_INVOICES_MAX)
        .lean<StoredInvoice[]>();
      return found.map((invoice) => ({
        invoiceId: invoice.invoiceId,
        kind: kindOf(invoice.kind),
        amountCents: invoice.amountCents,
        status: invoice.status,
        issuedAt: invoice.issuedAt,
        paidAt: invoice.paidAt ?? null,
        dueDate: invoice.dueDate ?? dueDateOf(invoice.issuedAt),
        failureMessage: invoice.failureMessage ?? null,
        lines: (invoice.lines ?? []).map((line): InvoiceLine => ({ description: line.description ?? '', amountCents: line.amountCents ?? 0 })),
      }));
    },

    /** The customer's unpaid invoices (failed or open), of every order and of none: what they still owe. */
    async unpaidOfCustomer(userId: string): Promise<Array<Pick<AdminInvoice, 'status' | 'amountCents'>>> {
      return Invoice.find({ userId, status: UNPAID }).select({ _id: 0, status: 1, amountCents: 1 }).lean<Array<Pick<AdminInvoice, 'status' | 'amountCents'>>>();
    },

    /** What was collected from `start` (included) to `end` (excluded): the paid invoices paid then, in cents. */
    async collectedCents(start: Date, end: Date): Promise<number> {
      const [sum] = await Invoice.aggregate<{ cents: number }>([
        { $match: { status: 'paid', paidAt: { $gte: start, $lt: end } } },
        { $group: { _id: null, cents: { $sum: '$amountCents' } } },
      ]);
      return sum?.cents ?? 0;
    },

    /**
     * What is overdue store-wide on the store date `today`: the unpaid invoices of orders past their due date, summed,
     * and how many orders they are on. A failed one is past it; an e-mailed (open) one is once its due date has gone
     * by: the sweep that fails it skips a rental that has ended, whose open invoice stays open however late.
     */
    async overdue(today: string): Promise<{ amountCents: number; orders: number }> {
      const [sum] = await Invoice.aggregate<{ amountCents: number; orders: number }>([
        { $match: { orderId: { $ne: null }, $or: [{ status: 'failed' }, { status: 'open', dueDate: { $lt: today } }] } },
        { $group: { _id: '$orderId', cents: { $sum: '$amountCents' } } },
        { $group: { _id: null, amountCents: { $sum: '$cents' }, orders: { $sum: 1 } } },
      ]);
      return { amountCents: sum?.amountCents ?? 0, orders: sum?.orders ?? 0 };
    },
  };
}

export type InvoiceAdminQueries = ReturnType<typeof createInvoiceAdminQueries>;
