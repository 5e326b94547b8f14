import { identityInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';

/** A pending reset's link and the only address it may go to. */
export interface PasswordResetLink {
  email: string;
  resetUrl: string;
  expiresAt: string;
}

/** A pending e-mail verification's link and the address it proves (the only place it may go). */
export interface VerificationLink {
  email: string;
  verifyUrl: string;
  expiresAt: string;
}

export interface IdentityClient {
  /** The link of a pending reset; null when the reset is no longer pending (used, replaced or expired). */
  passwordResetLink(resetId: string): Promise<PasswordResetLink | null>;
  /** The link of a pending verification; null when it is used, replaced, expired or its address changed. */
  emailVerificationLink(verificationId: string): Promise<VerificationLink | null>;
}

/**
 * Asks identity's internal API for what only identity may make: the links of password resets and e-mail
 * verifications (their secrets never travel in an event). identity being down or slow rejects (the kit's 503), so the consumer's retry asks again.
 */
export function createIdentityClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs?: number; logger?: Logger }): IdentityClient {
  const client = createInternalClient({ callee: 'identity', caller: 'notification', ...options });
  return {
    async passwordResetLink(resetId) {
      const answer = await client.call(identityInternalContract.passwordResetLink, { params: { resetId } });
      return answer.ok ? answer.data : null;
    },
    async emailVerificationLink(verificationId) {
      const answer = await client.call(identityInternalContract.emailVerificationLink, { params: { verificationId } });
      return answer.ok ? answer.data : null;
    },
  };
}
