import { DomainError, type Clock } from '@rto/kit';
import { verificationLink, verificationSecretOf } from '../domain/email-verification';
import { pendingLinkSecret } from '../domain/password';
import type { EmailVerificationRepository } from '../store/email-verification.repository';

export interface GetEmailVerificationLinkDeps {
  verifications: Pick<EmailVerificationRepository, 'pendingById'>;
  clock: Clock;
  /** The current link key first, then the one before a rotation, if any. */
  linkKeys: readonly Buffer[];
  /** Where the shop is opened: the link points there. */
  publicUrl: string;
}

/**
 * The link of a pending e-mail verification and the only address it may go to, for notification to e-mail: made
 * again from its id (it is never stored) and given only while the verification is pending.
 */
export function createGetEmailVerificationLink({ verifications, clock, linkKeys, publicUrl }: GetEmailVerificationLinkDeps) {
  return async function getEmailVerificationLink(verificationId: string): Promise<{ email: string; verifyUrl: string; expiresAt: Date }> {
    const pending = await verifications.pendingById(verificationId, clock.now());
    const secret = pendingLinkSecret(linkKeys, verificationSecretOf, verificationId, pending?.secretHash);
    if (!pending || !secret) throw new DomainError('not-found', 'No pending e-mail verification has this id');
    return { email: pending.email, verifyUrl: verificationLink(publicUrl, secret), expiresAt: pending.expiresAt };
  };
}

export type GetEmailVerificationLink = ReturnType<typeof createGetEmailVerificationLink>;
