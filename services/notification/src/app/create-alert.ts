import { createHash } from 'node:crypto';
import type { Clock } from '@rto/kit';
import { adminAlertNotice, type NotificationPriority, type NotificationType } from '../domain/admin-notification';
import type { AdminNotificationRecord, AdminNotificationRepository } from '../store/admin-notification.repository';

/** How long the same alert sent again is taken for the first. */
const SAME_ALERT_WINDOW_MS = 10_000;

export interface CreateAlertDeps {
  notifications: AdminNotificationRepository;
  clock: Clock;
}

/**
 * Create Alert (spec 2.18): the admin's own notice of the type and priority they chose, in the feed beside the ones
 * the services' events write, unread, timed now (the service's clock; nothing the browser sends sets the time).
 */
export function createCreateAlert({ notifications, clock }: CreateAlertDeps) {
  return async (adminId: string, alert: { type: NotificationType; priority: NotificationPriority; message: string }): Promise<{ notice: AdminNotificationRecord; unreadCount: number }> => {
    const notice = adminAlertNotice(alert);
    const now = clock.now();
    // The same alert from the same admin within one window (a double click, a resent request) is one alert: its id
    // takes the place of the event id the feed's notices carry, so the second write meets the first.
    const words = createHash('sha256').update(`${notice.type}\n${notice.priority}\n${notice.message}`).digest('hex').slice(0, 32);
    const alertId = `alert.${adminId}.${words}.${Math.floor(now.getTime() / SAME_ALERT_WINDOW_MS)}`;
    const recorded = await notifications.recordAlert(alertId, now, notice);
    return { notice: recorded, unreadCount: await notifications.countUnread() };
  };
}

export type CreateAlert = ReturnType<typeof createCreateAlert>;
