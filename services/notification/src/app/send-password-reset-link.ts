import type { Clock, Logger, Mailer } from '@rto/kit';
import type { IdentityClient } from '../adapters/identity.client';
import { passwordResetMailOf } from '../domain/password-reset';

export interface SendPasswordResetLinkDeps {
  identity: IdentityClient;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
}

/**
 * E-mails a password-reset link. The event names the reset only: the link (its secret) comes from identity's
 * internal API, which answers only while the reset is pending, so a request replaced by a newer one or expired gets
 * no e-mail. A mail server or identity that is down fails the handler and the bus tries again (then the
 * dead-letter queue), so the e-mail is delayed, never lost, and the customer's request never fails for it.
 */
export function createSendPasswordResetLink({ identity, mailer, logger, clock }: SendPasswordResetLinkDeps) {
  return async (reset: { resetId: string; userId: string }, idempotencyKey: string): Promise<void> => {
    const link = await identity.passwordResetLink(reset.resetId);
    if (!link) {
      logger.info({ userId: reset.userId }, 'password reset no longer pending (used, replaced or expired): no e-mail');
      return;
    }
    await mailer.send({ to: link.email, idempotencyKey, ...passwordResetMailOf(link, clock.now()) });
  };
}

export type SendPasswordResetLink = ReturnType<typeof createSendPasswordResetLink>;
