import type { AdminNotificationRepository } from '../store/admin-notification.repository';

export interface GetNotificationsDeps {
  notifications: AdminNotificationRepository;
}

/** A page of the admin feed, newest first (only the unread ones when asked), with how many are unread in all. */
export function createGetNotifications({ notifications }: GetNotificationsDeps) {
  return (page: number, limit: number, unreadOnly: boolean) => notifications.page(page, limit, unreadOnly);
}

export type GetNotifications = ReturnType<typeof createGetNotifications>;
