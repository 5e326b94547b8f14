import type { Clock, RateLimiter } from '@rto/kit';
import { hashResetSecret, newResetId, resetSecretOf } from '../domain/password';
import type { UserRepository } from '../store/user.repository';

export interface RequestPasswordResetDeps {
  users: Pick<UserRepository, 'findByEmail' | 'storeResetRequest'>;
  limiter: RateLimiter;
  clock: Clock;
  /** The key reset links are derived with (`resetLinkKey`). */
  linkKey: Buffer;
  resetTtlSeconds: number;
  requestsPerAccount: number;
  accountLimitWindowSeconds: number;
}

/**
 * Starts a password reset for the account with this address, if there is one; the caller learns nothing either
 * way. No new password is taken here: whoever asks is not known to own the account. The owner chooses it from
 * the e-mailed link.
 */
export function createRequestPasswordReset(deps: RequestPasswordResetDeps) {
  const { users, limiter, clock, linkKey } = deps;
  return async function requestPasswordReset(email: string): Promise<void> {
    await limiter.hit({ name: 'reset:account', limit: deps.requestsPerAccount, windowSeconds: deps.accountLimitWindowSeconds }, email);
    const user = await users.findByEmail(email);
    if (!user) return;
    // Stored: the reset's id and the hash of its link's secret. notification hears of the id
    // (password.reset.requested), asks identity for the link and e-mails it; a mail server that is down delays
    // the e-mail (the bus retries) and the answer here is the same whatever happens to it.
    const id = newResetId();
    const expiresAt = new Date(clock.now().getTime() + deps.resetTtlSeconds * 1000);
    await users.storeResetRequest(user, { id, secretHash: hashResetSecret(resetSecretOf(linkKey, id)), expiresAt });
  };
}

export type RequestPasswordReset = ReturnType<typeof createRequestPasswordReset>;
