import type { EventOf, HandlerContext, Logger, Mailer } from '@rto/kit';
import { orderPlacedNotice } from '../domain/admin-notification';
import { receiptOf } from '../domain/receipt';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { CustomerRepository } from '../store/customer.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { orderPlaced } from '@rto/order/events';

/**
 * An order was placed: a notice in the admin feed (once per event) and the receipt to the customer (once per
 * order). The receipt goes to the address identity last told of (customers read model). A customer identity has
 * not told of yet makes the handler fail, so the bus tries again later; a deleted one gets nothing.
 */
export function onOrderPlaced(deps: {
  notifications: AdminNotificationRepository;
  receipts: OrderReceiptRepository;
  customers: CustomerRepository;
  mailer: Mailer;
  logger: Logger;
}) {
  const { notifications, receipts, customers, mailer, logger } = deps;
  return async (event: EventOf<typeof orderPlaced>, context: HandlerContext): Promise<void> => {
    const order = event.data;
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...orderPlacedNotice(order), subject: order.orderId });

    const receipt = await receipts.claim(order.orderId, context.handledKey);
    if (receipt.sent) return;
    const customer = await customers.contactOf(order.userId);
    if (customer === null) throw new Error(`order ${order.orderId}: customer ${order.userId} is not known yet (no user.registered handled); the receipt waits`);
    if (customer === 'deleted') {
      logger.warn({ orderId: order.orderId, userId: order.userId }, 'order placed for a deleted account: no receipt sent');
      return;
    }
    // Sent before it is marked: a crash in between sends it again under the same Message-ID, never loses it.
    await mailer.send({ to: customer.email, idempotencyKey: receipt.mailKey, ...receiptOf(order, customer.name) });
    await receipts.markSent(order.orderId, new Date());
  };
}
