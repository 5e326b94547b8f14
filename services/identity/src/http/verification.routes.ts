import { badRequest, callerOf, unauthorized, type HandlersOf, type RateLimiter, type ServiceRuntime } from '@rto/kit';
import type { IdentityConfig } from '../config';
import { newVerification } from '../domain/email-verification';
import { hashResetSecret } from '../domain/password';
import type { EmailVerificationRepository } from '../store/email-verification.repository';
import type { identityContract } from './contract';

type VerificationRoutes = Pick<typeof identityContract, 'verifyEmail' | 'resendVerification'>;

export const EMAIL_VERIFIED = 'Your email address is verified. Thank you!';
export const INVALID_VERIFICATION_LINK = 'This verification link is invalid, has expired or was already used. Log in and ask for a new one.';
/** The same whether the address still needs verifying or not: the answer tells nothing new either way. */
export const VERIFICATION_SENT = 'If your email address still needs verifying, we have sent a new verification link to it. Links sent before no longer work.';

/** Proving an account's address: the e-mailed link, and asking for a new one. */
export function verificationHandlers(
  runtime: ServiceRuntime<IdentityConfig>,
  verifications: EmailVerificationRepository,
  limiter: RateLimiter,
  /** The key verification links are derived with (`resetLinkKey`). */
  linkKey: Buffer,
): HandlersOf<VerificationRoutes> {
  const { config } = runtime;

  return {
    async verifyEmail({ body }) {
      // Only the hash is stored: a forged, used, replaced or expired token finds nothing and changes nothing.
      const outcome = await verifications.verify(hashResetSecret(body.token), new Date());
      if (!outcome.verified) throw badRequest(INVALID_VERIFICATION_LINK);
      return { message: EMAIL_VERIFIED };
    },

    async resendVerification({ req }) {
      const caller = callerOf(req);
      // Per account, so a signed-in customer cannot use the shop to flood their inbox (or anyone's).
      await limiter.hit({ name: 'verify-resend:account', limit: config.VERIFICATION_RESENDS_PER_ACCOUNT, windowSeconds: config.ACCOUNT_LIMIT_WINDOW }, caller.id);
      const outcome = await verifications.requestAgain(caller.id, newVerification(linkKey, config.EMAIL_VERIFICATION_TTL, new Date()));
      if (outcome === 'no-account') throw unauthorized('Your session has ended, please log in again');
      return { message: VERIFICATION_SENT };
    },
  };
}
