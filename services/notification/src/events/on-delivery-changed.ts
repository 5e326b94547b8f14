import type { EventOf } from '@rto/kit';
import { isDeliveryFact, type deliveryBooked, type deliveryReleased } from '@rto/contracts';
import { deliveryBookedNotice, deliveryReleasedNotice } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';

/**
 * A delivery's slot booked or released (scheduling): a notice in the admin feed, once per event. A repair's or
 * pickup's slot is told by the same events (one calendar) and is not a delivery: its own service tells the admin.
 */
export function onDeliveryBooked(notifications: AdminNotificationRepository) {
  return async (event: EventOf<typeof deliveryBooked>): Promise<void> => {
    if (!isDeliveryFact(event.data)) return;
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...deliveryBookedNotice(event.data), subject: event.data.orderId });
  };
}

export function onDeliveryReleased(notifications: AdminNotificationRepository) {
  return async (event: EventOf<typeof deliveryReleased>): Promise<void> => {
    if (!isDeliveryFact(event.data)) return;
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...deliveryReleasedNotice(event.data), subject: event.data.orderId });
  };
}
