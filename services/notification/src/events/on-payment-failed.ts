import type { EventOf } from '@rto/kit';
import { paymentFailedNotice } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { paymentFailed } from '@rto/contracts';

/** A payment failed (billing): a high-priority notice in the admin feed, once per event. */
export function onPaymentFailed(notifications: AdminNotificationRepository, receipts: Pick<OrderReceiptRepository, 'itemsOf'>) {
  return async (event: EventOf<typeof paymentFailed>): Promise<void> => {
    const { orderId, userId } = event.data;
    const items = orderId ? await receipts.itemsOf(orderId) : [];
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...paymentFailedNotice(event.data, items), subject: orderId ?? userId });
  };
}
