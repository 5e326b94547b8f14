import type { Clock, Logger, Mailer } from '@rto/kit';
import type { IdentityClient } from '../adapters/identity.client';
import { verificationMailOf } from '../domain/email-verification';

export interface SendVerificationLinkDeps {
  identity: IdentityClient;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
}

/**
 * E-mails the link that proves an account's address: the one e-mail (with password-reset links) an unproved address
 * may get. As with a password reset, the event names the verification only: the link (its secret) comes from
 * identity's internal API, which answers only while the verification is pending, and says which address it proves;
 * the e-mail goes there and nowhere else. A mail server or identity that is down fails the handler and the bus
 * tries again, so the link is delayed, never lost.
 */
export function createSendVerificationLink({ identity, mailer, logger, clock }: SendVerificationLinkDeps) {
  return async (verification: { verificationId: string; userId: string }, idempotencyKey: string): Promise<void> => {
    const link = await identity.emailVerificationLink(verification.verificationId);
    if (!link) {
      logger.info({ userId: verification.userId }, 'e-mail verification no longer pending (used, replaced, expired or the address changed): no e-mail');
      return;
    }
    await mailer.send({ to: link.email, idempotencyKey, ...verificationMailOf(link, clock.now()) });
  };
}

export type SendVerificationLink = ReturnType<typeof createSendVerificationLink>;
