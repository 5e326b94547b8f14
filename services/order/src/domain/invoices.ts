/**
 * What billing's invoices do to an order (spec 4): a failed monthly charge makes an active order overdue; once none
 * of its failed invoices is left unpaid, an overdue order is active again. The order keeps the ids of its invoices
 * still unpaid and of those paid, so that events arriving late, twice or out of order (a payment told before the
 * failure it settles) decide the same. No I/O here; the moves are the status rules' own.
 */

import { markOverdue, resumeOrder, type OrderState } from './order-status';

/** Paid invoice ids an order remembers: enough to recognise a late failure of any recent month. */
export const PAID_INVOICES_KEPT = 48;

export interface InvoiceLedger {
  unpaidInvoices: string[];
  paidInvoices: string[];
}

export type InvoiceOutcome = 'failed' | 'paid';

/** The order after billing told of one invoice's outcome, or null when that changes nothing (a repeat, a late failure). */
export function applyInvoiceOutcome<S extends OrderState & InvoiceLedger>(order: S, invoiceId: string, outcome: InvoiceOutcome): S | null {
  if (order.paidInvoices.includes(invoiceId)) return null; // paid is final: a failure told late changes nothing
  if (outcome === 'failed') {
    if (order.unpaidInvoices.includes(invoiceId)) return null;
    const unpaid = { ...order, unpaidInvoices: [...order.unpaidInvoices, invoiceId] };
    // Only an active order falls behind; a pending, paused or ended one just remembers the invoice.
    return order.status === 'active' ? markOverdue(unpaid) : unpaid;
  }
  const paid = {
    ...order,
    unpaidInvoices: order.unpaidInvoices.filter((id) => id !== invoiceId),
    paidInvoices: [...order.paidInvoices, invoiceId].slice(-PAID_INVOICES_KEPT),
  };
  return order.status === 'overdue' && paid.unpaidInvoices.length === 0 ? resumeOrder(paid) : paid;
}
