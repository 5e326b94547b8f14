import type { Mailer } from '@rto/kit';
import { supportMessageNotice } from '../domain/admin-notification';
import { acknowledgementOf } from '../domain/support';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';

export interface AcknowledgeSupportRequestDeps {
  notifications: AdminNotificationRepository;
  mailer: Mailer;
  /** The acknowledgement's promise, e.g. 'one business day'. */
  answerWithin: string;
}

export interface SupportRequest {
  messageId: string;
  name: string;
  email: string;
  issue: string;
  receivedAt: string;
}

/**
 * A support message: the admin sees it and its sender in the feed (once per event), and the sender gets an
 * acknowledgement by e-mail. It runs from notification's own event, so a mail server that is down delays the
 * e-mail (retries, then the dead-letter queue) instead of losing it or failing the request.
 */
export function createAcknowledgeSupportRequest({ notifications, mailer, answerWithin }: AcknowledgeSupportRequestDeps) {
  return async (eventId: string, request: SupportRequest, idempotencyKey: string): Promise<void> => {
    const { messageId, email, receivedAt } = request;
    await notifications.recordFromEvent(eventId, new Date(receivedAt), { ...supportMessageNotice(request), subject: messageId });
    await mailer.send({ to: email, idempotencyKey, ...acknowledgementOf({ messageId, receivedAt }, answerWithin) });
  };
}

export type AcknowledgeSupportRequest = ReturnType<typeof createAcknowledgeSupportRequest>;
