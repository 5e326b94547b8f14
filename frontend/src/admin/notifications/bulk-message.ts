import type { BulkMessage, ScheduledMessage } from '../../api';

/** E-mail, or a text message to each customer's mobile (Send Bulk SMS). */
export type BulkChannel = NonNullable<BulkMessage['channel']>;
/** As the server allows a text (POST /sendBulkMessage with channel 'sms'). */
export const MAX_SMS_LENGTH = 640;

export interface BulkMessageDraft {
  /** 'email' when absent. */
  channel?: BulkChannel;
  audience: 'all' | 'selected';
  userIds: string[];
  subject: string;
  message: string;
  /** A local date and time from a datetime-local field ('' when sent now). */
  sendAt: string;
}

/** The first problem of the draft, in the form's order, or null (the server's own messages where it has them). */
export function bulkMessageProblem(draft: BulkMessageDraft, scheduled: boolean, now = new Date()): string | null {
  if (draft.audience === 'selected' && draft.userIds.length === 0) return 'Please choose at least one customer';
  if (draft.subject.trim() === '') return 'Please enter a subject';
  if (draft.message.trim() === '') return 'Please enter a message';
  if (draft.channel === 'sms' && draft.message.trim().length > MAX_SMS_LENGTH) return `A text message must be at most ${MAX_SMS_LENGTH} characters`;
  if (scheduled) {
    if (draft.sendAt === '') return 'Please choose when to send it';
    const at = new Date(draft.sendAt);
    if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return 'Please choose a time in the future';
  }
  return null;
}

/** The body of POST /sendBulkMessage: the local time the admin chose, as an ISO time. */
export function bulkMessageBody(draft: BulkMessageDraft, scheduled: boolean): BulkMessage {
  return {
    userIds: draft.audience === 'all' ? 'all' : draft.userIds,
    subject: draft.subject.trim(),
    message: draft.message.trim(),
    ...(draft.channel === 'sms' ? { channel: 'sms' as const } : {}),
    ...(scheduled ? { sendAt: new Date(draft.sendAt).toISOString() } : {}),
  };
}

/**
 * What became of a message that went out: sent (texts kept here when no SMS provider is configured, in the server's
 * words), left out (address unverified, account deleted, no mobile number) and failed, as the server counted.
 */
export function outcomeOf(message: Pick<ScheduledMessage, 'sent' | 'unverified' | 'skipped' | 'failed'> & Partial<Pick<ScheduledMessage, 'noMobile' | 'keptNote'>>): string {
  const parts = [message.keptNote ? `${message.sent} sent (${message.keptNote})` : `${message.sent} sent`];
  if (message.noMobile) parts.push(`${message.noMobile} without a mobile number`);
  if (message.unverified > 0) parts.push(`${message.unverified} awaiting e-mail verification`);
  if (message.skipped > 0) parts.push(`${message.skipped} skipped`);
  if (message.failed > 0) parts.push(`${message.failed} failed`);
  return parts.join(', ');
}
