import type { EventOf } from '@rto/kit';
import { orderCancelledNotice } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { orderCancelled } from '@rto/contracts';

/** An order was cancelled: a high-priority notice in the admin feed, once per event, with the order's items as placed, if known. */
export function onOrderCancelled(notifications: AdminNotificationRepository, receipts: Pick<OrderReceiptRepository, 'itemsOf'>) {
  return async (event: EventOf<typeof orderCancelled>): Promise<void> => {
    const { orderId } = event.data;
    const items = await receipts.itemsOf(orderId);
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...orderCancelledNotice(event.data, items), subject: orderId });
  };
}
