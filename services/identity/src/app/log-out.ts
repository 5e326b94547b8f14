import type { Clock } from '@rto/kit';
import type { UserRepository } from '../store/user.repository';
import type { TellSessionRegistry } from './tell-session-registry';

export interface LogOutDeps {
  users: Pick<UserRepository, 'endSessions'>;
  tellSessionRegistry: TellSessionRegistry;
  clock: Clock;
}

/** Ends every session of the account, on every device (not only the token that asks). */
export function createLogOut({ users, tellSessionRegistry, clock }: LogOutDeps) {
  return async function logOut(userId: string): Promise<void> {
    const ended = await users.endSessions(userId, clock.now());
    if (ended) await tellSessionRegistry(ended);
  };
}

export type LogOut = ReturnType<typeof createLogOut>;
