import { callerOf, paginationOf, type HandlersOf } from '@rto/kit';
import type { CreateAlert } from '../app/create-alert';
import type { GetNotifications } from '../app/get-notifications';
import type { ListBulkMessages } from '../app/list-bulk-messages';
import type { MarkNotificationsRead } from '../app/mark-notifications-read';
import type { SendBulkMessage } from '../app/send-bulk-message';
import { MAX_FAILURES_SHOWN } from '../domain/bulk-message';
import { KEPT_REASON } from '../domain/sms';
import type { AdminNotificationRecord } from '../store/admin-notification.repository';
import type { BulkMessageRecord } from '../store/bulk-message.repository';
import type { notificationContract } from './contract';

type AdminHandlers = Omit<HandlersOf<typeof notificationContract>, 'contactSupport' | 'getSupportInfo' | 'createLiveTicket' | 'openLiveStream' | 'getDeadLetters' | 'replayDeadLetters'>;

const presentNotice = (notice: AdminNotificationRecord) => ({
  _id: notice.id,
  type: notice.type,
  priority: notice.priority,
  read: notice.read,
  message: notice.message,
  time: notice.time.toISOString(),
  items: notice.items,
  ...(notice.subject ? { subject: notice.subject } : {}),
  ...(notice.sender ? { sender: notice.sender } : {}),
});

const presentBulkMessage = (message: BulkMessageRecord) => ({
  id: message.id,
  subject: message.subject,
  message: message.message,
  channel: message.channel,
  audience: message.audience,
  recipients: message.recipients,
  sent: message.sent,
  skipped: message.skipped,
  unverified: message.unverified,
  noMobile: message.noMobile,
  kept: message.kept,
  keptNote: message.kept > 0 ? KEPT_REASON : null,
  failed: message.failed,
  failures: message.failures.slice(0, MAX_FAILURES_SHOWN).map((failure) => ({ ...failure, at: failure.at.toISOString() })),
  status: message.status,
  sendAt: message.sendAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  createdAt: message.createdAt.toISOString(),
});

export interface AdminUseCases {
  getNotifications: GetNotifications;
  markNotificationsRead: MarkNotificationsRead;
  createAlert: CreateAlert;
  sendBulkMessage: SendBulkMessage;
  listBulkMessages: ListBulkMessages;
}

/** The admin's side of notification (spec 2.18): the feed, and bulk messages to customers. */
export function adminHandlers(useCases: AdminUseCases): AdminHandlers {
  const { getNotifications, markNotificationsRead, createAlert, sendBulkMessage, listBulkMessages } = useCases;
  return {
    async getNotifications({ query }) {
      const { notices, total, unreadCount } = await getNotifications(query.page, query.limit, query.unread);
      return {
        notifications: notices.map(presentNotice),
        unreadCount,
        pagination: { ...paginationOf(query.page, query.limit, total), totalNotifications: total },
      };
    },

    async markNotificationsRead({ body }) {
      return markNotificationsRead('all' in body ? 'all' : body.ids);
    },

    async createAlert({ req, body }) {
      const { notice, unreadCount } = await createAlert(callerOf(req).id, body);
      return { notification: presentNotice(notice), unreadCount };
    },

    async sendBulkMessage({ req, body }) {
      const accepted = await sendBulkMessage(callerOf(req).id, body);
      return { ...accepted, sendAt: accepted.sendAt.toISOString() };
    },

    async getScheduledMessages({ query }) {
      const { messages, total } = await listBulkMessages(query.page, query.limit);
      return { messages: messages.map(presentBulkMessage), pagination: { ...paginationOf(query.page, query.limit, total), totalMessages: total } };
    },
  };
}
