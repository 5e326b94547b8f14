import { badRequest, type Clock } from '@rto/kit';
import { hashPassword, hashResetSecret } from '../domain/password';
import type { LoginFailures } from '../store/login-failures';
import type { UserRepository } from '../store/user.repository';
import type { TellSessionRegistry } from './tell-session-registry';

const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

export interface ConfirmPasswordResetDeps {
  users: Pick<UserRepository, 'hasPendingReset' | 'completeReset'>;
  logins: Pick<LoginFailures, 'forgetAccount'>;
  tellSessionRegistry: TellSessionRegistry;
  clock: Clock;
  bcryptRounds: number;
}

/** From the e-mailed link: sets the password its owner chose, uses the link up and ends every session. */
export function createConfirmPasswordReset(deps: ConfirmPasswordResetDeps) {
  const { users, logins, tellSessionRegistry, clock } = deps;
  return async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
    const secretHash = hashResetSecret(token);
    const now = clock.now();
    // The cheap look first: a made-up link never costs a password hash.
    if (!(await users.hasPendingReset(secretHash, now))) throw badRequest(INVALID_RESET_LINK);
    const passwordHash = await hashPassword(newPassword, deps.bcryptRounds);
    const ended = await users.completeReset(secretHash, passwordHash, now);
    if (!ended) throw badRequest(INVALID_RESET_LINK);
    await tellSessionRegistry(ended);
    // The owner proved they read the account's mail: waits that guesses at the old password caused are lifted.
    await logins.forgetAccount(ended.email);
  };
}

export type ConfirmPasswordReset = ReturnType<typeof createConfirmPasswordReset>;
