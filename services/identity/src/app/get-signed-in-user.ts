import { unauthorized, type Caller } from '@rto/kit';
import type { UserRecord, UserRepository } from '../store/user.repository';

export interface GetSignedInUserDeps {
  users: Pick<UserRepository, 'findById'>;
}

/** The caller's own account, while the token's session still stands. */
export function createGetSignedInUser({ users }: GetSignedInUserDeps) {
  return async function getSignedInUser(caller: Caller): Promise<UserRecord> {
    const user = await users.findById(caller.id);
    // The account is gone or its sessions were ended since the token was issued.
    if (!user || caller.sessionVersion < user.sessionVersion) throw unauthorized('Your session has ended, please log in again');
    return user;
  };
}

export type GetSignedInUser = ReturnType<typeof createGetSignedInUser>;
