import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import { Types } from 'mongoose';
import type { AdminNotification, NotificationPriority, NotificationType } from '../domain/admin-notification';
import { adminNotificationModel, type AdminNotificationDocument } from './admin-notification.model';

/** A notice as the rest of the service sees it: a plain object, never a mongoose document. */
export interface AdminNotificationRecord {
  id: string;
  type: NotificationType;
  priority: NotificationPriority;
  read: boolean;
  message: string;
  time: Date;
  items: string[];
  subject: string | null;
  sender: { name: string; email: string } | null;
}

const toRecord = (doc: AdminNotificationDocument): AdminNotificationRecord => ({
  id: String(doc._id),
  type: doc.type,
  priority: doc.priority,
  read: doc.read ?? false,
  message: doc.message,
  time: doc.time,
  items: doc.items ?? [],
  subject: doc.subject ?? null,
  sender: doc.sender?.email ? { name: doc.sender.name ?? '', email: doc.sender.email } : null,
});

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

    /** Records an admin's own alert and answers it as the feed shows it; the same `alertId` again answers the first. */
    async recordAlert(alertId: string, time: Date, notice: AdminNotification): Promise<AdminNotificationRecord> {
      try {
        const created = await AdminNotification.create({ ...notice, time, eventId: alertId });
        return toRecord(created.toObject());
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const first = await AdminNotification.findOne({ eventId: alertId }).lean<AdminNotificationDocument>();
        if (!first) throw error;
        return toRecord(first);
      }
    },

    /** One page of the feed, newest first (ties by id, so pages never overlap), and the unread count of all of it. */
    async page(page: number, limit: number, unreadOnly: boolean): Promise<{ notices: AdminNotificationRecord[]; total: number; unreadCount: number }> {
      const filter = unreadOnly ? { read: false } : {};
      const [docs, total, unreadCount] = await Promise.all([
        AdminNotification.find(filter)
          .sort({ time: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<AdminNotificationDocument[]>(),
        AdminNotification.countDocuments(filter),
        AdminNotification.countDocuments({ read: false }),
      ]);
      return { notices: docs.map(toRecord), total: unreadOnly ? unreadCount : total, unreadCount };
    },

    /** Unread notices in the whole feed. */
    countUnread(): Promise<number> {
      return AdminNotification.countDocuments({ read: false });
    },

    /** Marks the named notices read (all of them when `ids` is 'all'); answers how many were unread before. */
    async markRead(ids: string[] | 'all'): Promise<{ updated: number; unreadCount: number }> {
      const which = ids === 'all' ? {} : { _id: trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }) };
      const result = await AdminNotification.updateMany({ ...which, read: false }, { $set: { read: true } });
      return { updated: result.modifiedCount, unreadCount: await AdminNotification.countDocuments({ read: false }) };
    },
  };
}

export type AdminNotificationRepository = ReturnType<typeof createAdminNotificationRepository>;
