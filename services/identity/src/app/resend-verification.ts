import { unauthorized, type Clock, type RateLimiter } from '@rto/kit';
import { newVerification } from '../domain/email-verification';
import type { EmailVerificationRepository } from '../store/email-verification.repository';

export interface ResendVerificationDeps {
  verifications: Pick<EmailVerificationRepository, 'requestAgain'>;
  limiter: RateLimiter;
  clock: Clock;
  /** The key verification links are derived with (`resetLinkKey`). */
  linkKey: Buffer;
  verificationTtlSeconds: number;
  resendsPerAccount: number;
  accountLimitWindowSeconds: number;
}

/** A new verification link for the caller's own address (older links stop working), if it still needs one. */
export function createResendVerification(deps: ResendVerificationDeps) {
  const { verifications, limiter, clock, linkKey } = deps;
  return async function resendVerification(userId: string): Promise<void> {
    // Per account, so a signed-in customer cannot use the shop to flood their inbox (or anyone's).
    await limiter.hit({ name: 'verify-resend:account', limit: deps.resendsPerAccount, windowSeconds: deps.accountLimitWindowSeconds }, userId);
    const outcome = await verifications.requestAgain(userId, newVerification(linkKey, deps.verificationTtlSeconds, clock.now()));
    if (outcome === 'no-account') throw unauthorized('Your session has ended, please log in again');
  };
}

export type ResendVerification = ReturnType<typeof createResendVerification>;
