import { identityInternalContract } from '@rto/identity/internal-contract';
import { createInternalClient, type Logger, type TokenSettings } from '@rto/kit';

/** A pending reset's link and the only address it may go to. */
export interface PasswordResetLink {
  email: string;
  resetUrl: string;
  expiresAt: string;
}

export interface IdentityClient {
  /** The link of a pending reset; null when the reset is no longer pending (used, replaced or expired). */
  passwordResetLink(resetId: string): Promise<PasswordResetLink | null>;
}

/**
 * Asks identity's internal API for what only identity may make: the link of a password reset (its secret never
 * travels in an event). identity being down or slow rejects (the kit's 503), so the consumer's retry asks again.
 */
export function createIdentityClient(options: { baseUrl: string; settings: TokenSettings; timeoutMs?: number; logger?: Logger }): IdentityClient {
  const client = createInternalClient({ callee: 'identity', caller: 'notification', ...options });
  return {
    async passwordResetLink(resetId) {
      const answer = await client.call(identityInternalContract.passwordResetLink, { params: { resetId } });
      return answer.ok ? answer.data : null;
    },
  };
}
