import type { EventOf } from '@rto/kit';
import type { invoiceIssued } from '@rto/contracts';
import { issuedInvoiceMailOf } from '../domain/invoice-issued';
import type { MailCustomer, MailOutcome } from './mail-customer';

export interface SendIssuedInvoiceDeps {
  mailCustomer: MailCustomer;
  /** My Account's address, the link the e-mail gives (the SPA's /dashboard under PUBLIC_URL). */
  accountUrl: string;
}

/**
 * An invoice sent to be paid (billing's invoice.issued: the customer keeps no card): e-mailed with its amount, due
 * date and a link to My Account, where Pay Now takes a card.
 */
export function createSendIssuedInvoice({ mailCustomer, accountUrl }: SendIssuedInvoiceDeps) {
  return function sendIssuedInvoice(event: EventOf<typeof invoiceIssued>): Promise<MailOutcome> {
    const invoice = event.data;
    return mailCustomer({ eventId: event.id, userId: invoice.userId, orderId: invoice.orderId, what: 'invoice', write: (name) => issuedInvoiceMailOf(invoice, name, accountUrl) });
  };
}

export type SendIssuedInvoice = ReturnType<typeof createSendIssuedInvoice>;
