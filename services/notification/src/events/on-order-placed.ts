import type { EventOf } from '@rto/kit';
import type { orderPlaced } from '@rto/contracts';
import { orderPlacedNotice } from '../domain/admin-notification';
import type { DeliverReceipt } from '../receipt-delivery';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';

/**
 * An order was placed: a notice in the admin feed (once per event), and the order kept as its receipt will say it.
 * The receipt itself waits for the first payment (order.activated): a placed order may still be declined, and a
 * receipt for a payment that never happened would tell the customer (or a stranger whose address was typed in)
 * something untrue. It goes now only when the payment's event came first.
 */
export function onOrderPlaced(deps: { notifications: AdminNotificationRepository; receipts: OrderReceiptRepository; deliverReceipt: DeliverReceipt }) {
  const { notifications, receipts, deliverReceipt } = deps;
  return async (event: EventOf<typeof orderPlaced>): Promise<void> => {
    const order = event.data;
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...orderPlacedNotice(order), subject: order.orderId });
    await receipts.recordPlaced({
      orderId: order.orderId,
      userId: order.userId,
      // Absent sizes and plugs stay absent (a stored undefined would come back as null).
      items: order.items.map(({ name, monthlyPriceCents, tvSize, plugType }) => ({
        name,
        monthlyPriceCents,
        ...(tvSize !== undefined ? { tvSize } : {}),
        ...(plugType !== undefined ? { plugType } : {}),
      })),
      monthlyTotalCents: order.monthlyTotalCents,
      deliveryFeeCents: order.deliveryFeeCents,
      todayChargeCents: order.todayChargeCents,
      deliveryDate: order.deliveryDate,
      deliveryTime: order.deliveryTime,
      locationName: order.locationName,
    });
    await deliverReceipt(order.orderId);
  };
}
