import type { EventOf, HandlerContext } from '@rto/kit';
import type { invoicePaid, paymentFailed } from '@rto/contracts';
import type { CardDeclines } from '../app/card-declines';
import type { OrderRepository } from '../store/order.repository';

/**
 * billing's invoice outcomes: a failed monthly charge (`payment.failed`) makes an active order overdue, a paid one
 * (`invoice.paid`) settles it (domain/invoices.ts). A refused first payment names no invoice: the checkout saga
 * cancels that order from billing's answer, so it is left alone here. A card refused at storeBilling (stage
 * `card-setup`) cancels the customer's order waiting for billing (app/card-declines.ts).
 */
export function onPaymentFailed(orders: OrderRepository, cardDeclines: Pick<CardDeclines, 'declined'>) {
  return async (event: EventOf<typeof paymentFailed>, context: HandlerContext): Promise<void> => {
    const { orderId, invoiceId, stage, userId, message } = event.data;
    // The card was refused at storeBilling: the order waiting for that payment is cancelled now.
    if (stage === 'card-setup') return cardDeclines.declined(userId, new Date(event.occurredAt), message);
    if (orderId && invoiceId) await orders.applyInvoice(orderId, invoiceId, 'failed', context);
  };
}

export function onInvoicePaid(orders: OrderRepository) {
  return async (event: EventOf<typeof invoicePaid>, context: HandlerContext): Promise<void> => {
    const { orderId, invoiceId } = event.data;
    if (orderId) await orders.applyInvoice(orderId, invoiceId, 'paid', context);
  };
}
