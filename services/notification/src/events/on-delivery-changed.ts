import type { EventOf } from '@rto/kit';
import type { deliveryBooked, deliveryReleased } from '@rto/contracts';
import { deliveryBookedNotice, deliveryReleasedNotice } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';

/** A slot booked or released (scheduling): a notice in the admin feed, once per event. */
export function onDeliveryBooked(notifications: AdminNotificationRepository) {
  return async (event: EventOf<typeof deliveryBooked>): Promise<void> => {
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...deliveryBookedNotice(event.data), subject: event.data.orderId });
  };
}

export function onDeliveryReleased(notifications: AdminNotificationRepository) {
  return async (event: EventOf<typeof deliveryReleased>): Promise<void> => {
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...deliveryReleasedNotice(event.data), subject: event.data.orderId });
  };
}
