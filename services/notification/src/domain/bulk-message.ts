/** Rules of the admin's bulk messages (spec 2.18: Send Bulk SMS / Schedule Message, sent as e-mail). No I/O. */

// The largest body these allow stays under the service's 16 kB: a subject and message of 2200 characters at up to
// 3 bytes each (6.6 kB) and 200 ids of 24 characters in quotes (5.4 kB).
export const MAX_BULK_SUBJECT_LENGTH = 200;
export const MAX_BULK_MESSAGE_LENGTH = 2000;
/** E-mail, or a text message (SMS) to each customer's mobile. */
export const BULK_CHANNELS = ['email', 'sms'] as const;
export type BulkChannel = (typeof BULK_CHANNELS)[number];

/** Customers one message may name; beyond that the admin sends to 'all'. */
export const BULK_AUDIENCE_LIMIT = 200;
/** How far ahead a message may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 366;

/** Failed recipients listed per message in the admin's view; more are counted, not listed, so a page stays small. */
export const MAX_FAILURES_SHOWN = 100;

/**
 * scheduled: waits for its time; sending: going out (or to be resumed after a crash, or customers to try again);
 * sent: every customer done, each mailed, left out or listed as failed.
 */
export const BULK_MESSAGE_STATUSES = ['scheduled', 'sending', 'sent'] as const;
export type BulkMessageStatus = (typeof BULK_MESSAGE_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a message goes out: now when no time is given; otherwise the time asked for, which must lie ahead (a time
 * already passed is most likely a mistake of the admin's clock or form, so it is refused rather than sent at once).
 */
export function sendTimeOf(sendAt: string | undefined, now: Date): { ok: true; at: Date; scheduled: boolean } | { ok: false; problem: string } {
  if (sendAt === undefined) return { ok: true, at: now, scheduled: false };
  const at = new Date(sendAt);
  if (at.getTime() <= now.getTime()) return { ok: false, problem: 'sendAt must be in the future' };
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_DAYS * DAY_MS) return { ok: false, problem: `sendAt must be within ${MAX_SCHEDULE_AHEAD_DAYS} days` };
  return { ok: true, at, scheduled: true };
}

/** The e-mail one customer gets: the admin's subject and words, greeted by name. Plain text only. */
export function bulkMailOf(message: { subject: string; message: string }, customerName: string): { subject: string; text: string } {
  const greeting = customerName.trim() ? `Hello ${customerName.trim()},` : 'Hello,';
  return {
    subject: message.subject,
    text: [greeting, '', message.message, '', 'Rent-to-Own Appliance'].join('\n'),
  };
}
