import { DomainError, type Clock } from '@rto/kit';
import { pendingLinkSecret, resetLink, resetSecretOf } from '../domain/password';
import type { UserRepository } from '../store/user.repository';

export interface GetPasswordResetLinkDeps {
  users: Pick<UserRepository, 'pendingResetById'>;
  clock: Clock;
  /** The current link key first, then the one before a rotation, if any. */
  linkKeys: readonly Buffer[];
  /** Where the shop is opened: the link points there. */
  publicUrl: string;
}

/**
 * The link of a pending password reset, for notification to e-mail: made again from its id (it is never stored)
 * and given only while the reset is pending.
 */
export function createGetPasswordResetLink({ users, clock, linkKeys, publicUrl }: GetPasswordResetLinkDeps) {
  return async function getPasswordResetLink(resetId: string): Promise<{ email: string; resetUrl: string; expiresAt: Date }> {
    const pending = await users.pendingResetById(resetId, clock.now());
    const secret = pendingLinkSecret(linkKeys, resetSecretOf, resetId, pending?.secretHash);
    if (!pending || !secret) throw new DomainError('not-found', 'No pending password reset has this id');
    return { email: pending.email, resetUrl: resetLink(publicUrl, secret), expiresAt: pending.expiresAt };
  };
}

export type GetPasswordResetLink = ReturnType<typeof createGetPasswordResetLink>;
