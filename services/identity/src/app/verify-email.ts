import { badRequest, type Clock } from '@rto/kit';
import { hashResetSecret } from '../domain/password';
import type { EmailVerificationRepository } from '../store/email-verification.repository';

export const INVALID_VERIFICATION_LINK = 'This verification link is invalid, has expired or was already used. Log in and ask for a new one.';

export interface VerifyEmailDeps {
  verifications: Pick<EmailVerificationRepository, 'verify'>;
  clock: Clock;
}

/** From the e-mailed link: the account's address is proved, and the link used up. */
export function createVerifyEmail({ verifications, clock }: VerifyEmailDeps) {
  return async function verifyEmail(token: string): Promise<void> {
    // Only the hash is stored: a forged, used, replaced or expired token finds nothing and changes nothing.
    const outcome = await verifications.verify(hashResetSecret(token), clock.now());
    if (!outcome.verified) throw badRequest(INVALID_VERIFICATION_LINK);
  };
}

export type VerifyEmail = ReturnType<typeof createVerifyEmail>;
