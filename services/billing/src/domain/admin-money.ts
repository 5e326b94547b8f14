/**
 * What the admin sees of the money (issue 22, item 7): one order's invoices summed up (what is due, the fees, how
 * late it is, whether it may be repossessed). Pure: the store reads the invoices, the use case gives today's store
 * date. Money in integer cents; dates are store dates (`YYYY-MM-DD`).
 */
import { daysBetween } from '@rto/kit';
import { REPOSSESSION_AFTER_DAYS } from '@rto/rules';
import type { InvoiceKind, InvoiceLine } from './payment-provider';

/** An invoice as the admin reads it: rows written before kinds and due dates existed read as rent due when issued. */
export interface AdminInvoice {
  invoiceId: string;
  kind: InvoiceKind;
  amountCents: number;
  /** open: issued to be paid by the customer (no card on file), due but not failed. */
  status: 'paid' | 'failed' | 'open';
  issuedAt: Date;
  paidAt: Date | null;
  /** The store date it was due. */
  dueDate: string;
  failureMessage: string | null;
  lines: InvoiceLine[];
}

export interface OrderMoney {
  /** Failed invoices (a failed charge, a fee assessed); an open one is due but not failed. */
  failedCount: number;
  /** Every late fee assessed on the order, paid or not. */
  feesCents: number;
  /** The late fees still unpaid (part of amountDueCents). */
  feesDueCents: number;
  amountDueCents: number;
  /** Today minus the due date of the oldest unpaid rent invoice; 0 when no rent is unpaid. */
  daysLate: number;
  /** More than REPOSSESSION_AFTER_DAYS late (the agreement's repossession clause). */
  repossessionEligible: boolean;
}

// Open (sent to be paid, not yet late) is due like failed, but no failure.
const isUnpaid = (invoice: Pick<AdminInvoice, 'status'>) => invoice.status !== 'paid';

/**
 * What invoices leave owed, in cents: the unpaid ones summed. One order's amount due for the admin, and what a
 * customer owes over all their invoices before an admin may delete them (app/get-amount-owed.ts).
 */
export function amountDueCents(invoices: readonly Pick<AdminInvoice, 'status' | 'amountCents'>[]): number {
  return invoices.filter(isUnpaid).reduce((total, invoice) => total + invoice.amountCents, 0);
}

/** The sums and lateness of one order's invoices, on store date `today`. */
export function orderMoneyOf(invoices: readonly AdminInvoice[], today: string): OrderMoney {
  const unpaid = invoices.filter(isUnpaid);
  const fees = invoices.filter((invoice) => invoice.kind === 'late-fee');
  const sum = (list: readonly AdminInvoice[]) => list.reduce((total, invoice) => total + invoice.amountCents, 0);
  const oldestRentDue = unpaid
    .filter((invoice) => invoice.kind === 'rent')
    .map((invoice) => invoice.dueDate)
    .sort()[0];
  const daysLate = oldestRentDue ? Math.max(0, daysBetween(oldestRentDue, today)) : 0;
  return {
    failedCount: unpaid.filter((invoice) => invoice.status === 'failed').length,
    feesCents: sum(fees),
    feesDueCents: amountDueCents(fees),
    amountDueCents: amountDueCents(invoices),
    daysLate,
    repossessionEligible: daysLate > REPOSSESSION_AFTER_DAYS,
  };
}
