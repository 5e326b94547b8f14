import type { EventOf } from '@rto/kit';
import type { orderPlaced } from '@rto/contracts';
import { orderPlacedNotice } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { DeliverReceipt } from './deliver-receipt';

export interface RecordPlacedOrderDeps {
  notifications: AdminNotificationRepository;
  receipts: OrderReceiptRepository;
  deliverReceipt: DeliverReceipt;
}

type PlacedOrder = EventOf<typeof orderPlaced>['data'];

/**
 * An order was placed: a notice in the admin feed (once per event), and the order kept as its receipt will say it.
 * The receipt itself waits for the first payment (order.activated): a placed order may still be declined, and a
 * receipt for a payment that never happened would tell the customer (or a stranger whose address was typed in)
 * something untrue. It goes now only when the payment's event came first.
 */
export function createRecordPlacedOrder({ notifications, receipts, deliverReceipt }: RecordPlacedOrderDeps) {
  return async (eventId: string, occurredAt: Date, order: PlacedOrder): Promise<void> => {
    await notifications.recordFromEvent(eventId, occurredAt, { ...orderPlacedNotice(order), subject: order.orderId });
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

export type RecordPlacedOrder = ReturnType<typeof createRecordPlacedOrder>;
