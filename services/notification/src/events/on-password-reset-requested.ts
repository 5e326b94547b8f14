import type { EventOf, HandlerContext, Logger, Mailer } from '@rto/kit';
import type { passwordResetRequested } from '@rto/contracts';
import type { IdentityClient } from '../clients/identity.client';
import { passwordResetMailOf } from '../domain/password-reset';

/**
 * E-mails a password-reset link. The event names the reset only: the link (its secret) comes from identity's
 * internal API, which answers only while the reset is pending, so a request replaced by a newer one or expired gets
 * no e-mail. A mail server or identity that is down fails the handler and the bus tries again (then the
 * dead-letter queue), so the e-mail is delayed, never lost, and the customer's request never fails for it.
 */
export function onPasswordResetRequested(identity: IdentityClient, mailer: Mailer, logger: Logger) {
  return async (event: EventOf<typeof passwordResetRequested>, context: HandlerContext): Promise<void> => {
    const link = await identity.passwordResetLink(event.data.resetId);
    if (!link) {
      logger.info({ userId: event.data.userId }, 'password reset no longer pending (used, replaced or expired): no e-mail');
      return;
    }
    await mailer.send({ to: link.email, idempotencyKey: context.handledKey, ...passwordResetMailOf(link, new Date()) });
  };
}
