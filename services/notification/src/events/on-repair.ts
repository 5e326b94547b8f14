import type { EventOf } from '@rto/kit';
import type { repairRequested } from '@rto/contracts';
import { repairRequestedNotice } from '../domain/repair-notice';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';

/** A new repair ticket: a maintenance notice in the admin feed, once per event. */
export function onRepairRequested(notifications: AdminNotificationRepository) {
  return async (event: EventOf<typeof repairRequested>): Promise<void> => {
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...repairRequestedNotice(event.data), subject: event.data.orderId });
  };
}
