import type { Clock, Logger, SessionRegistry, SessionRevocation } from '@rto/kit';
import { revocationSecondsLeft } from '../domain/user';
import type { StoredRevocation, UserRepository } from '../store/user.repository';

export interface SessionRegistryKeeper {
  /** One look: reload if the registry is incomplete, else catch up on the latest ended sessions. Never throws. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

export interface KeepSessionRegistryDeps {
  sessions: SessionRegistry;
  users: Pick<UserRepository, 'revocationsSince' | 'forgetTombstones'>;
  logger: Logger;
  clock: Clock;
  tokenTtlSeconds: number;
  intervalSeconds: number;
}

const RELOAD_TRIES = 3;

/**
 * Keeps the session registry in Redis a whole copy of the ended sessions that the database records, at start
 * and then every `intervalSeconds`:
 * - when the registry has lost its data (no completeness marker: Redis restarted empty, was flushed, failed
 *   over to an empty replica), every ending still in force is loaded again and the registry marked whole; until
 *   then every token check fails closed (503);
 * - otherwise the endings of the last moments are written again, so that one which neither its request nor the
 *   bus got into Redis (an outage longer than the bus's retries) arrives all the same.
 * It also removes tombstones of deleted accounts once the last of their tokens has expired.
 */
export function keepSessionRegistry(deps: KeepSessionRegistryDeps): SessionRegistryKeeper {
  const { sessions, users, logger, clock, tokenTtlSeconds, intervalSeconds } = deps;
  // Ended sessions up to this moment are known to be in Redis.
  let coveredUntil: Date | undefined;

  const inForce = (stored: StoredRevocation[], now: Date): SessionRevocation[] =>
    stored.map((revocation) => ({
      userId: revocation.userId,
      minimumVersion: revocation.minimumSessionVersion,
      forSeconds: revocationSecondsLeft(revocation.endedAt, tokenTtlSeconds, now),
    }));

  async function reloadAll(horizon: Date): Promise<void> {
    for (let attempt = 1; attempt <= RELOAD_TRIES; attempt += 1) {
      let count = 0;
      const loaded = await sessions.reload(async () => {
        const revocations = inForce(await users.revocationsSince(horizon), clock.now());
        count = revocations.length;
        return revocations;
      });
      if (loaded) {
        logger.info({ revocations: count }, 'session registry was incomplete: reloaded every ended session in force');
        return;
      }
    }
    throw new Error('session registry: Redis kept losing data while it was being reloaded');
  }

  async function lookOnce(): Promise<void> {
    const startedAt = clock.now();
    const horizon = new Date(startedAt.getTime() - tokenTtlSeconds * 1000);
    if (await sessions.isComplete()) {
      // A margin of two intervals: clocks of other instances, and writes that committed while we looked.
      const since = new Date(Math.max(horizon.getTime(), (coveredUntil ?? startedAt).getTime() - 2 * intervalSeconds * 1000));
      await sessions.restore(inForce(await users.revocationsSince(since), clock.now()));
    } else {
      await reloadAll(horizon);
    }
    coveredUntil = startedAt;
    await users.forgetTombstones(horizon);
  }

  let running: Promise<void> | undefined;
  function check(): Promise<void> {
    running ??= lookOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'session registry check failed; will try again'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void check(), intervalSeconds * 1000);
  timer.unref();

  return {
    check,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
