/**
 * The final invoice of a rental that ended by return (issue 23, item 3): month to month, so nothing is charged for
 * ending it and rent already paid for the month is not refunded. It charges nothing itself ($0.00, every line $0.00):
 * what is still owed stays on the unpaid invoices it names, which Pay Now settles, so the customer's statement adds
 * up (the sum of the unpaid invoices is the balance; the final invoice adds nothing to it). Pure rules: no I/O.
 */
import { formatCents } from '@rto/rules';
import { shortDate } from './invoice-lines';
import type { InvoiceLine } from './payment-provider';

export const finalInvoiceIdOf = (orderId: string): string => `final-${orderId}`;

const KIND_WORDS: Readonly<Record<string, string>> = { rent: 'rent', 'late-fee': 'late fee', payoff: 'payoff' };

export interface StillOwed {
  invoiceId: string;
  kind: string;
  amountCents: number;
  /** The store date it was due. */
  dueDate: string;
}

/** The lines of the final invoice: the return, each invoice still owed (by name and amount), the balance. */
export function finalInvoiceLines(returnedOn: string, condition: string, owed: readonly StillOwed[]): InvoiceLine[] {
  const balance = owed.reduce((total, invoice) => total + invoice.amountCents, 0);
  return [
    { description: `Rental ended: returned on ${shortDate(returnedOn)} (condition ${condition}), no fee; rent already paid for the month is not refunded`, amountCents: 0 },
    ...owed.map((invoice) => ({
      description: `Still owed: ${KIND_WORDS[invoice.kind] ?? invoice.kind} due ${shortDate(invoice.dueDate)}, ${formatCents(invoice.amountCents)} (invoice ${invoice.invoiceId}, pay it with Pay Now)`,
      amountCents: 0,
    })),
    { description: `Balance still owed: ${formatCents(balance)}`, amountCents: 0 },
  ];
}
