import type { EventOf, HandlerContext } from '@rto/kit';
import type { invoicePaid, paymentFailed } from '@rto/contracts';
import type { OrderRepository } from '../store/order.repository';

/**
 * billing's invoice outcomes: a failed monthly charge (`payment.failed`) makes an active order overdue, a paid one
 * (`invoice.paid`) settles it (domain/invoices.ts). A refused first payment names no invoice: the checkout saga
 * cancels that order from billing's answer, so it is left alone here.
 */
export function onPaymentFailed(orders: OrderRepository) {
  return async (event: EventOf<typeof paymentFailed>, context: HandlerContext): Promise<void> => {
    const { orderId, invoiceId } = event.data;
    if (orderId && invoiceId) await orders.applyInvoice(orderId, invoiceId, 'failed', context);
  };
}

export function onInvoicePaid(orders: OrderRepository) {
  return async (event: EventOf<typeof invoicePaid>, context: HandlerContext): Promise<void> => {
    const { orderId, invoiceId } = event.data;
    if (orderId) await orders.applyInvoice(orderId, invoiceId, 'paid', context);
  };
}
