import { formatCents } from '@rto/rules';
import { customerMailOf } from './customer-mail';
import { referenceOf } from './reference';

/** What the e-mail of an invoice sent to be paid says (billing's invoice.issued: no card on file). Pure: no I/O. */

export interface IssuedInvoice {
  orderId: string;
  amountCents: number;
  /** The store date it is due, `YYYY-MM-DD`. */
  dueDate: string;
}

/** A store date as the customer reads it: 'December 12, 2026'. */
export function dueDayOf(dueDate: string): string {
  return new Date(`${dueDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The e-mail: the amount, the due date, and where to pay it (Pay Now on My Account, with a card given there). */
export function issuedInvoiceMailOf(invoice: IssuedInvoice, customerName: string, accountUrl: string) {
  const due = dueDayOf(invoice.dueDate);
  const amount = formatCents(invoice.amountCents);
  return customerMailOf(
    `Your invoice of ${amount} is due ${due} (ref. ${referenceOf(invoice.orderId)})`,
    customerName,
    [
      `Your monthly rental invoice of ${amount} (order ${invoice.orderId}) is due on ${due}.`,
      'You chose not to keep a card on file, so it is not charged: please pay it with Pay Now on My Account, where you can enter a card (and save it for the next months if you wish).',
      `If it is not paid by ${due}, it is late from the next day and late fees may apply as your agreement says.`,
    ],
    { label: 'Pay on My Account', url: accountUrl },
  );
}
