import { badRequest, notFound, type Clock } from '@rto/kit';
import type { UserRepository } from '../store/user.repository';
import type { TellSessionRegistry } from './tell-session-registry';

export interface DeleteUserDeps {
  users: Pick<UserRepository, 'markDeleted'>;
  tellSessionRegistry: TellSessionRegistry;
  clock: Clock;
}

/** The admin deletes an account (never their own); its tokens stop working at once. */
export function createDeleteUser({ users, tellSessionRegistry, clock }: DeleteUserDeps) {
  return async function deleteUser(adminId: string, userId: string): Promise<void> {
    if (adminId === userId) throw badRequest('You cannot delete your own account');
    // One update deletes the account and ends its sessions for good; Redis hears of it before the answer.
    const ended = await users.markDeleted(userId, clock.now());
    if (!ended) throw notFound('User not found');
    await tellSessionRegistry(ended);
  };
}

export type DeleteUser = ReturnType<typeof createDeleteUser>;
