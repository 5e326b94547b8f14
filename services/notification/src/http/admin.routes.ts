import { callerOf, DomainError, paginationOf, type HandlersOf, type ServiceRuntime } from '@rto/kit';
import type { BulkSender } from '../bulk-sender';
import type { NotificationConfig } from '../config';
import { MAX_FAILURES_SHOWN, sendTimeOf } from '../domain/bulk-message';
import type { AdminNotificationRecord, AdminNotificationRepository } from '../store/admin-notification.repository';
import type { BulkMessageRecord, BulkMessageRepository } from '../store/bulk-message.repository';
import type { CustomerRepository } from '../store/customer.repository';
import type { notificationContract } from './contract';

type AdminHandlers = Omit<HandlersOf<typeof notificationContract>, 'contactSupport' | 'getSupportInfo'>;

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
  audience: message.audience,
  recipients: message.recipients,
  sent: message.sent,
  skipped: message.skipped,
  unverified: message.unverified,
  failed: message.failed,
  failures: message.failures.slice(0, MAX_FAILURES_SHOWN).map((failure) => ({ ...failure, at: failure.at.toISOString() })),
  status: message.status,
  sendAt: message.sendAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  createdAt: message.createdAt.toISOString(),
});

/** The admin's side of notification (spec 2.18): the feed, and bulk messages to customers. */
export function adminHandlers(deps: {
  runtime: ServiceRuntime<NotificationConfig>;
  notifications: AdminNotificationRepository;
  bulkMessages: BulkMessageRepository;
  customers: CustomerRepository;
  sender: BulkSender;
}): AdminHandlers {
  const { notifications, bulkMessages, customers, sender } = deps;
  return {
    async getNotifications({ query }) {
      const { notices, total, unreadCount } = await notifications.page(query.page, query.limit, query.unread);
      return {
        notifications: notices.map(presentNotice),
        unreadCount,
        pagination: { ...paginationOf(query.page, query.limit, total), totalNotifications: total },
      };
    },

    async markNotificationsRead({ body }) {
      return notifications.markRead('all' in body ? 'all' : body.ids);
    },

    async sendBulkMessage({ req, body }) {
      const caller = callerOf(req);
      const when = sendTimeOf(body.sendAt, new Date());
      if (!when.ok) throw new DomainError('invalid', when.problem);
      let audience: { all: true; count: number } | { all: false; userIds: string[] };
      if (body.userIds === 'all') {
        audience = { all: true, count: await customers.countReachable() };
      } else {
        const userIds = [...new Set(body.userIds)];
        const unknown = await customers.unreachableOf(userIds);
        if (unknown.length > 0) throw new DomainError('invalid', `No customer to write to with id ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`);
        audience = { all: false, userIds };
      }
      const stored = await bulkMessages.create({ subject: body.subject, message: body.message, audience, sendAt: when.at, scheduled: when.scheduled, createdBy: caller.id });
      if (!when.scheduled) sender.kick(stored.id);
      return { id: stored.id, recipients: stored.recipients, status: when.scheduled ? ('scheduled' as const) : ('sending' as const), sendAt: stored.sendAt.toISOString() };
    },

    async getScheduledMessages({ query }) {
      const { messages, total } = await bulkMessages.page(query.page, query.limit);
      return { messages: messages.map(presentBulkMessage), pagination: { ...paginationOf(query.page, query.limit, total), totalMessages: total } };
    },
  };
}
