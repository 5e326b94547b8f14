import type { EventOf, HandlerContext, Mailer } from '@rto/kit';
import { acknowledgementOf } from '../domain/support';
import type { supportRequested } from './published';

/**
 * Acknowledges a support message by e-mail. It runs as a consumer of notification's own event, so a mail server
 * that is down delays the e-mail (retries, then the dead-letter queue) instead of losing it or failing the request.
 */
export function onSupportRequested(mailer: Mailer) {
  return async (event: EventOf<typeof supportRequested>, context: HandlerContext): Promise<void> => {
    const { messageId, email, receivedAt } = event.data;
    await mailer.send({ to: email, idempotencyKey: context.handledKey, ...acknowledgementOf({ messageId, receivedAt }) });
  };
}
