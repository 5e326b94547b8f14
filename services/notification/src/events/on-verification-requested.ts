import type { EventOf, HandlerContext, Logger, Mailer } from '@rto/kit';
import type { userVerificationRequested } from '@rto/contracts';
import type { IdentityClient } from '../clients/identity.client';
import { verificationMailOf } from '../domain/email-verification';

/**
 * E-mails the link that proves an account's address: the one e-mail (with password-reset links) an unproved address
 * may get. As with a password reset, the event names the verification only: the link (its secret) comes from
 * identity's internal API, which answers only while the verification is pending, and says which address it proves;
 * the e-mail goes there and nowhere else. A mail server or identity that is down fails the handler and the bus
 * tries again, so the link is delayed, never lost.
 */
export function onVerificationRequested(identity: IdentityClient, mailer: Mailer, logger: Logger) {
  return async (event: EventOf<typeof userVerificationRequested>, context: HandlerContext): Promise<void> => {
    const link = await identity.emailVerificationLink(event.data.verificationId);
    if (!link) {
      logger.info({ userId: event.data.userId }, 'e-mail verification no longer pending (used, replaced, expired or the address changed): no e-mail');
      return;
    }
    await mailer.send({ to: link.email, idempotencyKey: context.handledKey, ...verificationMailOf(link, new Date()) });
  };
}
