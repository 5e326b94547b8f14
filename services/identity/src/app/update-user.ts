import { notFound, type Clock } from '@rto/kit';
import { newVerification } from '../domain/email-verification';
import type { UserRecord, UserRepository } from '../store/user.repository';

export interface UpdateUserDeps {
  users: Pick<UserRepository, 'update'>;
  clock: Clock;
  /** The key verification links are derived with: a new address gets a link of its own. */
  linkKey: Buffer;
  verificationTtlSeconds: number;
}

/** The admin edits a user's name, e-mail and mobile; a new address must be proved again by its owner. */
export function createUpdateUser({ users, clock, linkKey, verificationTtlSeconds }: UpdateUserDeps) {
  return async function updateUser(userId: string, changes: { name: string; email: string; mobile: string }): Promise<UserRecord> {
    const verification = newVerification(linkKey, verificationTtlSeconds, clock.now());
    const user = await users.update(userId, changes, verification);
    if (!user) throw notFound('User not found');
    return user;
  };
}

export type UpdateUser = ReturnType<typeof createUpdateUser>;
