import type { EventOf } from '@rto/kit';
import type { loginAttackDetected } from '@rto/contracts';
import { loginAttackNotice } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';

/** Log-ins to an account keep failing (identity): a high-priority notice in the admin feed, once per event. */
export function onLoginAttackDetected(notifications: AdminNotificationRepository) {
  return async (event: EventOf<typeof loginAttackDetected>): Promise<void> => {
    const { userId } = event.data;
    // The subject is the account; an address nobody has is named in the message only.
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...loginAttackNotice(event.data), ...(userId ? { subject: userId } : {}) });
  };
}
