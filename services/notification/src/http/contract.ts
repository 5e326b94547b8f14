import { defineContract, emailAddress, MAX_PAGE, objectId, paging, requiredLine, requiredText } from '@rto/kit';
import { z } from 'zod';
import { MAX_ALERT_LENGTH, NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../domain/admin-notification';
import { BULK_AUDIENCE_LIMIT, BULK_CHANNELS, BULK_MESSAGE_STATUSES, MAX_BULK_MESSAGE_LENGTH, MAX_BULK_SUBJECT_LENGTH, MAX_FAILURES_SHOWN, MAX_SCHEDULE_AHEAD_DAYS } from '../domain/bulk-message';
import { RECENT_WINDOW_MS } from '../domain/live-event';
import { MAX_SMS_LENGTH } from '../domain/sms';
import { MAX_ISSUE_LENGTH, MAX_NAME_LENGTH } from '../domain/support';
import { deadLetterAdminContract } from './dead-letters.contract';

/**
 * notification's public API: paths, fields and messages are the spec's (sections 2.9, 2.18, 3, 5, 7). Handlers parse
 * with these schemas and the gateway's OpenAPI document is built from them, so the two cannot drift apart.
 */

const paginationView = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  limit: z.number(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

/** One notice of the admin feed (spec 3 Notification). */
export const notificationView = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  message: z.string(),
  time: z.string().describe('ISO time of what it tells of (the event), not of when it was written'),
  items: z.array(z.string()).describe('The names of the items it concerns (an order\'s), else empty'),
  subject: z.string().optional().describe("What it concerns: an order's id, or a customer's id"),
  sender: z
    .object({ name: z.string(), email: z.string() })
    .optional()
    .describe('A support message\'s sender, as they typed it (the message itself is in `message`)'),
});

const unreadCount = z.number().int().describe('Unread notices in the whole feed');

const idsMessage = 'ids must be a list of notification ids';
const bulkMessageView = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  channel: z.enum(BULK_CHANNELS).describe("'email', or 'sms': a text to each customer's mobile"),
  audience: z.enum(['all', 'selected']).describe("'all': every customer at the time it goes out; 'selected': the chosen ones"),
  recipients: z.number().int().describe('Customers it is (or was) addressed to'),
  sent: z.number().int().describe('E-mails sent so far'),
  skipped: z.number().int().describe('Customers left out when it went out (account deleted since)'),
  unverified: z
    .number()
    .int()
    .describe('Customers left out because their address is waiting for verification: only the verification link goes to an address nobody proved'),
  noMobile: z.number().int().describe('Texts: customers left out because they gave no mobile number a text can go to'),
  kept: z.number().int().describe('Texts: of `sent`, those kept in notification (listed, not delivered) because no SMS provider is configured'),
  keptNote: z.string().nullable().describe("'kept: no SMS provider configured' when some texts were kept, else null"),
  failed: z.number().int().describe('Customers whose e-mail failed for good (refused, or still failing after a few attempts); listed in `failures`'),
  failures: z
    .array(z.object({ userId: z.string(), email: z.string().describe('The address (a text: the mobile number)'), reason: z.string().describe("The mail server's, mailer's or SMS provider's words"), at: z.string() }))
    .describe(`Who could not be mailed and why, the first ${MAX_FAILURES_SHOWN} (\`failed\` counts them all)`),
  status: z.enum(BULK_MESSAGE_STATUSES),
  sendAt: z.string().describe('ISO time it goes (or went) out'),
  sentAt: z.string().nullable().describe('ISO time the last e-mail of it went out'),
  createdAt: z.string(),
});

export const notificationContract = defineContract({
  contactSupport: {
    method: 'post',
    path: '/contactSupport',
    access: 'none',
    tag: 'Support',
    summary: 'Send a message to customer support; the sender gets an acknowledgement by e-mail',
    status: 201,
    // Field order is the order of the checks: the first failing one is the message.
    body: z.object({
      name: requiredLine('name', 'Please enter your name', MAX_NAME_LENGTH),
      // One plain address (no display name, no brackets), checked in linear time after a length check.
      email: emailAddress('Please enter your email', 'Please enter a valid email'),
      issue: requiredText('issue', 'Please describe your issue', MAX_ISSUE_LENGTH),
    }),
    response: z.object({
      message: z.string(),
      reference: z.string().describe("The message's short reference, as in the acknowledgement e-mail: '0000ABCD'"),
      answerWithin: z.string().describe("How soon an answer comes, a phrase that follows 'within': 'one business day'"),
    }),
  },
  getSupportInfo: {
    method: 'get',
    path: '/getSupportInfo',
    access: 'none',
    tag: 'Support',
    summary: "Support's phone number, opening hours and how soon a message is answered (settings)",
    response: z.object({
      phone: z.string(),
      hours: z.string().describe('Opening hours of the phone line, as one line of text'),
      answerWithin: z.string().describe("How soon a message is answered, a phrase that follows 'within'"),
    }),
  },
  getNotifications: {
    method: 'get',
    path: '/getNotifications',
    access: 'admin',
    tag: 'Admin: notifications',
    summary: 'The admin feed, newest first, paged: orders, payments, billing pauses, deliveries, support messages, new customers',
    query: z.object({
      ...paging(20, 100),
      unread: z
        .enum(['true', 'false', ''], { error: 'unread must be true or false' })
        .optional()
        .transform((value) => value === 'true')
        .describe('true: unread notices only'),
    }),
    response: z.object({
      notifications: z.array(notificationView),
      unreadCount,
      pagination: paginationView.extend({ totalNotifications: z.number().int() }),
    }),
  },
  markNotificationsRead: {
    method: 'patch',
    path: '/markNotificationsRead',
    access: 'admin',
    tag: 'Admin: notifications',
    summary: 'Mark notices read: the ones named by `ids`, or every one with `all: true`',
    body: z.union(
      [
        z.object({ ids: z.array(objectId(idsMessage), { error: idsMessage }).min(1, idsMessage).max(MAX_PAGE, `ids must name at most ${MAX_PAGE} notices`) }).strict(),
        z.object({ all: z.literal(true, { error: 'all must be true' }) }).strict(),
      ],
      { error: 'Give the ids of the notices to mark read, or all: true' },
    ),
    response: z.object({ updated: z.number().int().describe('Notices that were unread and are read now'), unreadCount }),
  },
  createAlert: {
    method: 'post',
    path: '/createAlert',
    access: 'admin',
    tag: 'Admin: notifications',
    summary: "Create Alert: the admin's own notice in the feed, of the type and priority chosen, unread, timed now (by the server)",
    status: 201,
    body: z
      .object({
        type: z.enum(NOTIFICATION_TYPES, { error: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }),
        priority: z.enum(NOTIFICATION_PRIORITIES, { error: `priority must be one of ${NOTIFICATION_PRIORITIES.join(', ')}` }),
        message: requiredText('message', 'Please enter a message', MAX_ALERT_LENGTH),
      })
      .strict(),
    response: z.object({ notification: notificationView, unreadCount }),
  },
  sendBulkMessage: {
    method: 'post',
    path: '/sendBulkMessage',
    access: 'admin',
    tag: 'Admin: notifications',
    summary: 'E-mail (or text, `channel: sms`) a message to the chosen customers (or all of them), now or at `sendAt`; sent once, even across restarts',
    status: 202,
    errors: { 400: 'Bad input, or a chosen customer this service does not know (never registered, or deleted)' },
    body: z.object({
      userIds: z.union(
        [
          z.literal('all'),
          z
            .array(requiredText('userIds', 'userIds must be customer ids', 64), { error: "userIds must be a list of customer ids or 'all'" })
            .min(1, 'Please choose at least one customer')
            .max(BULK_AUDIENCE_LIMIT, `At most ${BULK_AUDIENCE_LIMIT} customers can be chosen; send to 'all' instead`),
        ],
        { error: "userIds must be a list of customer ids or 'all'" },
      ),
      subject: requiredText('subject', 'Please enter a subject', MAX_BULK_SUBJECT_LENGTH),
      message: requiredText('message', 'Please enter a message', MAX_BULK_MESSAGE_LENGTH),
      channel: z
        .enum(BULK_CHANNELS, { error: "channel must be 'email' or 'sms'" })
        .optional()
        .describe(`'email' (when absent), or 'sms': a text of at most ${MAX_SMS_LENGTH} characters to each customer's mobile (those without one are left out and counted)`),
      sendAt: z.iso
        .datetime({ offset: true, error: 'sendAt must be an ISO date and time' })
        .optional()
        .describe(`When to send it (ISO time, in the future, at most ${MAX_SCHEDULE_AHEAD_DAYS} days ahead); now when absent`),
    }),
    response: z.object({
      id: z.string(),
      recipients: z.number().int(),
      status: z.enum(['scheduled', 'sending']),
      sendAt: z.string(),
    }),
  },
  getScheduledMessages: {
    method: 'get',
    path: '/getScheduledMessages',
    access: 'admin',
    tag: 'Admin: notifications',
    summary: 'Bulk messages, scheduled and sent, the latest sendAt first, with their status',
    query: z.object({ ...paging(20, 100) }),
    response: z.object({
      messages: z.array(bulkMessageView),
      pagination: paginationView.extend({ totalMessages: z.number().int() }),
    }),
  },
  createLiveTicket: {
    method: 'post',
    path: '/events/ticket',
    access: 'customer',
    tag: 'Live status',
    summary: "A ticket to open the caller's live status stream (GET /events/stream): used once, within `expiresIn` seconds, bound to this session",
    status: 201,
    errors: { 429: 'Too many tickets asked for by this account: wait the seconds Retry-After says' },
    response: z.object({
      ticket: z.string().describe('Put it in the stream\'s URL: a browser\'s EventSource cannot send the Authorization header'),
      expiresIn: z.number().int().describe('Seconds it stays valid if not used'),
    }),
  },
  openLiveStream: {
    method: 'get',
    path: '/events/stream',
    access: 'none',
    tag: 'Live status',
    summary:
      "Server-Sent Events of the caller's orders as they change (an admin: every order's): `event: order` frames whose data is { type, orderId, status? }, and a comment every ~20 s. One stream per session (a newer one closes it); it closes at log-out",
    query: z.object({
      ticket: z
        .string({ error: 'ticket is required: ask POST /events/ticket for one' })
        .min(1, 'ticket is required: ask POST /events/ticket for one')
        .max(100, 'This live status ticket is not valid (used, expired or never issued): ask for a new one'),
    }),
    responseType: 'text/event-stream',
    response: z
      .string()
      .describe(
        `The stream: \`retry:\` first; \`event: recent\` / \`data: {}\` next when an event the caller may hear was passed on in the last ${RECENT_WINDOW_MS / 1000} s (a page read just before the stream opened may have missed it: read it again); ` +
          'then `event: order` / `data: {"type":"payment.failed","orderId":"...","status":"overdue"}` frames and `: heartbeat` comments',
      ),
    errors: { 401: 'The ticket was used already, has expired, was never issued, or its session has ended' },
  },
  // The admin's view of every service's dead letters (dead-letters.contract.ts).
  ...deadLetterAdminContract,
});
