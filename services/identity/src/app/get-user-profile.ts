import { DomainError } from '@rto/kit';
import type { UserRecord, UserRepository } from '../store/user.repository';

export interface GetUserProfileDeps {
  users: Pick<UserRepository, 'findById'>;
}

/** A live user, for another service (order's account page, billing's suspend and activate). */
export function createGetUserProfile({ users }: GetUserProfileDeps) {
  return async function getUserProfile(userId: string): Promise<UserRecord> {
    const user = await users.findById(userId);
    if (!user) throw new DomainError('not-found', 'No such user');
    return user;
  };
}

export type GetUserProfile = ReturnType<typeof createGetUserProfile>;
