import type { EventOf, Mailer } from '@rto/kit';
import { acknowledgementOf } from '../domain/support';
import type { supportRequested } from './published';

/**
 * Acknowledges a support message by e-mail. It runs as a consumer of notification's own event, so a mail server
 * that is down delays the e-mail (retries, then the dead-letter queue) instead of losing it or failing the request.
 */
export function onSupportRequested(mailer: Mailer) {
  return async (event: EventOf<typeof supportRequested>): Promise<void> => {
    const { messageId, email, receivedAt } = event.data;
    await mailer.send({ to: email, ...acknowledgementOf({ messageId, receivedAt }) });
  };
}
