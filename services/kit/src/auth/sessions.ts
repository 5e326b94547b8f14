import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Caller } from './tokens';

/** One user's ended sessions, as identity's database records them: reloaded into Redis if Redis loses them. */
export interface SessionRevocation {
  userId: string;
  /** Tokens issued for a lower session version are refused. */
  minimumVersion: number;
  /** How much longer the revocation matters: until the last token it refuses has expired. */
  forSeconds: number;
}

/**
 * Ends sessions before their tokens expire (password reset, log-out, deleted account). The truth is identity's
 * database; Redis holds a copy that every check reads: per user, the lowest session version still accepted, kept
 * as long as a token can live. A marker says the copy is whole: identity sets it once it has loaded every
 * revocation still in force, so if Redis loses its data the marker goes too, and checks refuse to guess (fail
 * closed, 503) until identity has reloaded.
 */
export interface SessionRegistry {
  /** Refuse every token of this user issued for a session version below `minimumVersion`; never lowers a minimum. */
  endSessionsBelow(userId: string, minimumVersion: number, forSeconds?: number): Promise<void>;
  /** Refuse every token of this user, for good (the account is gone). */
  endAllSessions(userId: string): Promise<void>;
  /** Whether the caller's session is still on; throws when the registry cannot tell (Redis away, or not loaded). */
  isCurrent(caller: Caller): Promise<boolean>;
  /** Whether the registry holds every revocation in force (false after Redis lost its data). */
  isComplete(): Promise<boolean>;
  /** Writes revocations (never lowering a minimum), e.g. those ended since the last look at the database. */
  restore(revocations: SessionRevocation[]): Promise<void>;
  /**
   * Loads every revocation in force and then marks the registry whole. `load` runs after the load has begun, so
   * a loss of Redis data while it runs is noticed: then nothing is marked, and the result is false (load again).
   */
  reload(load: () => Promise<SessionRevocation[]>): Promise<boolean>;
}

/** The registry failed closed: it does not know every revocation (see SessionRegistry). */
export class SessionRegistryIncompleteError extends Error {
  override name = 'SessionRegistryIncompleteError';
  constructor() {
    super('the session registry is not loaded: identity reloads it from its database');
  }
}

const sessionKey = (userId: string) => `auth:min-session:${userId}`;
const COMPLETE_KEY = 'auth:sessions-complete';
const LOADING_KEY = 'auth:sessions-loading';
const LOAD_LEASE_SECONDS = 600;
const RESTORE_BATCH = 500;

// Raises the minimum (never lowers it) and keeps it at least as long as asked: ARGV = minimum, seconds.
const RAISE_MINIMUM = `
local current = tonumber(redis.call('GET', KEYS[1]))
local wanted = tonumber(ARGV[1])
local seconds = tonumber(ARGV[2])
if current == nil or current < wanted then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', seconds)
elseif current == wanted and redis.call('TTL', KEYS[1]) < seconds then
  redis.call('EXPIRE', KEYS[1], seconds)
end
return 1`;

// Marks the registry whole only if this load's ticket survived: a flush during the load took the ticket with it.
const COMPLETE_LOAD = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[2], '1')
  redis.call('DEL', KEYS[1])
  return 1
end
return 0`;

export function createSessionRegistry(redis: Redis, tokenTtlSeconds: number): SessionRegistry {
  const raise = (userId: string, minimumVersion: number, forSeconds: number) =>
    redis.eval(RAISE_MINIMUM, 1, sessionKey(userId), String(minimumVersion), String(Math.ceil(forSeconds)));

  async function restore(revocations: SessionRevocation[]): Promise<void> {
    const live = revocations.filter((revocation) => revocation.forSeconds > 0);
    for (let start = 0; start < live.length; start += RESTORE_BATCH) {
      const pipeline = redis.pipeline();
      for (const { userId, minimumVersion, forSeconds } of live.slice(start, start + RESTORE_BATCH)) {
        pipeline.eval(RAISE_MINIMUM, 1, sessionKey(userId), String(minimumVersion), String(Math.ceil(forSeconds)));
      }
      for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
    }
  }

  return {
    async endSessionsBelow(userId, minimumVersion, forSeconds = tokenTtlSeconds) {
      if (forSeconds > 0) await raise(userId, minimumVersion, forSeconds);
    },
    async endAllSessions(userId) {
      await raise(userId, Number.MAX_SAFE_INTEGER, tokenTtlSeconds);
    },
    async isCurrent(caller) {
      // One round trip for both: whether the registry is whole, and this user's minimum.
      const [complete, minimum] = await redis.mget(COMPLETE_KEY, sessionKey(caller.id));
      if (complete === null) throw new SessionRegistryIncompleteError();
      return minimum === null || minimum === undefined || caller.sessionVersion >= Number(minimum);
    },
    async isComplete() {
      return (await redis.exists(COMPLETE_KEY)) === 1;
    },
    restore,
    async reload(load) {
      const ticket = randomUUID();
      await redis.set(LOADING_KEY, ticket, 'EX', LOAD_LEASE_SECONDS);
      await restore(await load());
      return (await redis.eval(COMPLETE_LOAD, 2, LOADING_KEY, COMPLETE_KEY, ticket)) === 1;
    },
  };
}
