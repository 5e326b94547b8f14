import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import type { AdminNotification } from '../domain/admin-notification';
import { adminNotificationModel } from './admin-notification.model';

/** The only code that knows how the admin notification feed is stored. */
export function createAdminNotificationRepository(connection: Connection) {
  const AdminNotification = adminNotificationModel(connection);

  return {
    model: AdminNotification,

    /** Records the notice made from one event; the same event again (a redelivery) records nothing. */
    async recordFromEvent(eventId: string, time: Date, notice: AdminNotification & { subject?: string }): Promise<void> {
      try {
        await AdminNotification.create({ ...notice, time, eventId });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /** The item names an earlier notice about `subject` (an order) gave, newest first found; none if there is none. */
    async itemsOf(subject: string): Promise<string[]> {
      const notice = await AdminNotification.findOne({ subject, 'items.0': trusted({ $exists: true }) })
        .sort({ time: -1 })
        .select({ items: 1 })
        .lean();
      return notice?.items ?? [];
    },
  };
}

export type AdminNotificationRepository = ReturnType<typeof createAdminNotificationRepository>;
