import type { EventOf } from '@rto/kit';
import type { invoiceIssued } from '@rto/contracts';
import type { SendIssuedInvoice } from '../app/send-issued-invoice';

/** An invoice sent to be paid (billing): the customer's e-mail. */
export function onInvoiceIssued(sendIssuedInvoice: SendIssuedInvoice) {
  return async (event: EventOf<typeof invoiceIssued>): Promise<void> => {
    await sendIssuedInvoice(event);
  };
}
