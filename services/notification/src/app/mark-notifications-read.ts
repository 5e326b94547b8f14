import type { AdminNotificationRepository } from '../store/admin-notification.repository';

export interface MarkNotificationsReadDeps {
  notifications: AdminNotificationRepository;
}

/** Marks the chosen notices of the admin feed read, or all of them; answers how many changed and how many stay unread. */
export function createMarkNotificationsRead({ notifications }: MarkNotificationsReadDeps) {
  return (which: string[] | 'all') => notifications.markRead(which);
}

export type MarkNotificationsRead = ReturnType<typeof createMarkNotificationsRead>;
