import type { Logger, SessionRegistry } from '@rto/kit';
import type { EndedSessions } from '../store/user.repository';

export interface TellSessionRegistryDeps {
  sessions: Pick<SessionRegistry, 'endSessionsBelow'>;
  logger: Logger;
}

export type TellSessionRegistry = (ended: EndedSessions) => Promise<void>;

/**
 * What follows a committed ending of sessions (it is already the truth in the database, with its event in the
 * outbox): the session registry hears of it at once, so the old tokens stop working before the answer goes
 * out. If Redis fails right now, that is logged, not thrown: the change stands, and identity's consumer of
 * `user.sessions.ended` writes it again until Redis has it.
 */
export function createTellSessionRegistry({ sessions, logger }: TellSessionRegistryDeps): TellSessionRegistry {
  return async ({ userId, minimumSessionVersion }) => {
    try {
      await sessions.endSessionsBelow(userId, minimumSessionVersion);
    } catch (error) {
      logger.warn({ err: error, userId }, 'sessions ended, but Redis could not be told yet: the event will retry');
    }
  };
}
