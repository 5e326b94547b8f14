import type { Clock, EventOf, SessionRegistry } from '@rto/kit';
import { revocationSecondsLeft } from '../domain/user';
import type { userSessionsEnded } from '@rto/contracts';

/**
 * Makes sure the session registry (Redis) has an ending of sessions that the database committed. The request
 * that ended them writes it at once too; this is the write that cannot be lost: if Redis is away, the handler
 * fails and the bus retries. Raising a minimum is idempotent and never lowers one, so repeats and late
 * arrivals do no harm.
 */
export function onUserSessionsEnded(deps: { sessions: Pick<SessionRegistry, 'endSessionsBelow'>; tokenTtlSeconds: number; clock: Clock }) {
  const { sessions, tokenTtlSeconds, clock } = deps;
  return async (event: EventOf<typeof userSessionsEnded>): Promise<void> => {
    const forSeconds = revocationSecondsLeft(new Date(event.occurredAt), tokenTtlSeconds, clock.now());
    await sessions.endSessionsBelow(event.data.userId, event.data.minimumSessionVersion, forSeconds);
  };
}
