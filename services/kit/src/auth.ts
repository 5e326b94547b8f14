import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Redis } from 'ioredis';
import { AppError, forbidden, serviceUnavailable, unauthorized } from './errors';
import { signingKey, verifyWithKeys } from './token-keys';

export { signingKey, verifyWithKeys } from './token-keys';

export type Role = 'customer' | 'admin';

/** Who is calling, as proven by a verified token. */
export interface Caller {
  id: string;
  role: Role;
  /** The session version the token was issued for; raising the user's minimum ends older sessions. */
  sessionVersion: number;
  /** When the token expires (ms since the epoch); set on verified callers. */
  expiresAt?: number;
}

export interface TokenSettings {
  JWT_SECRET: string;
  /** Still accepted after a rotation, never used to sign. */
  JWT_SECRET_PREVIOUS?: string | undefined;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
  /** Lifetime in seconds. */
  JWT_TTL: number;
}

// Pinned: a token that claims any other algorithm (including "none") is refused.
const ALGORITHM = 'HS256';

export interface TokenService {
  sign(caller: Caller): string;
  /** Throws 401 for a bad, expired, foreign or tampered token. */
  verify(token: string): Caller;
  readonly ttlSeconds: number;
}

export function createTokenService(settings: TokenSettings): TokenService {
  const { JWT_ISSUER: issuer, JWT_AUDIENCE: audience, JWT_TTL: ttlSeconds } = settings;
  const secret = signingKey(settings.JWT_SECRET);
  const keys = [settings.JWT_SECRET, settings.JWT_SECRET_PREVIOUS];
  return {
    ttlSeconds,
    sign(caller) {
      return jwt.sign({ role: caller.role, sv: caller.sessionVersion }, secret, {
        algorithm: ALGORITHM,
        subject: caller.id,
        issuer,
        audience,
        expiresIn: ttlSeconds,
        // Two log-ins in the same second still get two different tokens.
        jwtid: randomUUID(),
      });
    },
    verify(token) {
      let payload: string | jwt.JwtPayload;
      try {
        payload = verifyWithKeys(token, keys, { algorithms: [ALGORITHM], issuer, audience });
      } catch {
        throw unauthorized('Invalid or expired token');
      }
      if (typeof payload === 'string' || typeof payload.sub !== 'string') throw unauthorized('Invalid or expired token');
      const role = payload['role'];
      const sessionVersion = payload['sv'];
      if ((role !== 'customer' && role !== 'admin') || typeof sessionVersion !== 'number') {
        throw unauthorized('Invalid or expired token');
      }
      return { id: payload.sub, role, sessionVersion, ...(payload.exp ? { expiresAt: payload.exp * 1000 } : {}) };
    },
  };
}

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

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

export type Access = 'none' | 'customer' | 'admin';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Invalid or expired token');
  return token;
}

/**
 * Remembers, for a moment, tokens that checked out (signature, expiry and session). For the gateway only: it
 * spares the signature check and the Redis round trip on a customer's burst of requests, while every service
 * still checks each request itself, so an ended session is refused at once all the same.
 */
export interface VerifiedTokenCache {
  get(token: string): Caller | undefined;
  set(token: string, caller: Caller): void;
}

export function createVerifiedTokenCache(ttlMs: number, maxEntries = 10_000): VerifiedTokenCache {
  const entries = new Map<string, { caller: Caller; until: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.caller;
      entries.delete(token);
      return undefined;
    },
    set(token, caller) {
      // A full cache starts over: simpler than LRU bookkeeping, and refilling costs one check per token.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(token, { caller, until: Math.min(Date.now() + ttlMs, caller.expiresAt ?? Infinity) });
    },
  };
}

async function verifiedCaller(token: string, tokens: TokenService, sessions: SessionRegistry): Promise<Caller> {
  const caller = tokens.verify(token);
  let current: boolean;
  try {
    current = await sessions.isCurrent(caller);
  } catch {
    throw serviceUnavailable('Cannot verify your session right now, please try again');
  }
  if (!current) throw unauthorized('Your session has ended, please log in again');
  return caller;
}

type Middleware = (req: Request, res: Response, next: NextFunction) => Promise<void>;

function requireRole(role: Role, tokens: TokenService, sessions: SessionRegistry, cache?: VerifiedTokenCache): Middleware {
  return async (req, _res, next) => {
    try {
      const token = bearerToken(req);
      if (!token) throw unauthorized();
      let caller = cache?.get(token);
      if (!caller) {
        caller = await verifiedCaller(token, tokens, sessions);
        cache?.set(token, caller);
      }
      if (role === 'admin' && caller.role !== 'admin') throw forbidden();
      req.caller = caller;
      next();
    } catch (error) {
      next(error instanceof AppError ? error : unauthorized('Invalid or expired token'));
    }
  };
}

/** Any signed-in user (customer or admin) with a valid, current token; sets `req.caller`. 401 otherwise. */
export const requireAuth = (tokens: TokenService, sessions: SessionRegistry, cache?: VerifiedTokenCache) =>
  requireRole('customer', tokens, sessions, cache);

/** An admin with a valid, current token; 401 without one, 403 for anyone else. */
export const requireAdmin = (tokens: TokenService, sessions: SessionRegistry, cache?: VerifiedTokenCache) =>
  requireRole('admin', tokens, sessions, cache);

const open: Middleware = async (_req, _res, next) => next();

/** The check for a route's declared access. Used by the gateway and by every service (defence in depth). */
export function authorize(access: Access, tokens: TokenService, sessions: SessionRegistry, cache?: VerifiedTokenCache): Middleware {
  if (access === 'admin') return requireAdmin(tokens, sessions, cache);
  if (access === 'customer') return requireAuth(tokens, sessions, cache);
  return open;
}

/** The verified caller of a route declared with customer or admin access. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
