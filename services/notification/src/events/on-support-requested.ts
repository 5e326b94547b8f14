import type { EventOf, HandlerContext, Mailer } from '@rto/kit';
import { supportMessageNotice } from '../domain/admin-notification';
import { acknowledgementOf } from '../domain/support';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { supportRequested } from '@rto/contracts';

/**
 * A support message: the admin sees it and its sender in the feed (once per event), and the sender gets an
 * acknowledgement by e-mail. It runs as a consumer of notification's own event, so a mail server that is down
 * delays the e-mail (retries, then the dead-letter queue) instead of losing it or failing the request.
 */
export function onSupportRequested(mailer: Mailer, notifications: AdminNotificationRepository, answerWithin: string) {
  return async (event: EventOf<typeof supportRequested>, context: HandlerContext): Promise<void> => {
    const { messageId, email, receivedAt } = event.data;
    await notifications.recordFromEvent(event.id, new Date(receivedAt), { ...supportMessageNotice(event.data), subject: messageId });
    await mailer.send({ to: email, idempotencyKey: context.handledKey, ...acknowledgementOf({ messageId, receivedAt }, answerWithin) });
  };
}
