import { createSecretKey, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Redis } from 'ioredis';
import { AppError, forbidden, serviceUnavailable, unauthorized } from './errors';

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

/**
 * The signing key as a KeyObject, made once: given a string, jsonwebtoken builds a new KeyObject on every call,
 * which was the largest CPU cost of an authenticated request.
 */
const keys = new Map<string, KeyObject>();
export function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function createTokenService(settings: TokenSettings): TokenService {
  const { JWT_ISSUER: issuer, JWT_AUDIENCE: audience, JWT_TTL: ttlSeconds } = settings;
  const secret = signingKey(settings.JWT_SECRET);
  return {
    ttlSeconds,
    sign(caller) {
      return jwt.sign({ role: caller.role, sv: caller.sessionVersion }, secret, {
        algorithm: ALGORITHM,
        subject: caller.id,
        issuer,
        audience,
        expiresIn: ttlSeconds,
      });
    },
    verify(token) {
      let payload: string | jwt.JwtPayload;
      try {
        payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer, audience });
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

/**
 * Ends sessions before their tokens expire (password reset, deleted account). Redis holds, per user, the
 * lowest session version still accepted; keys live as long as a token can, after which expiry does the job.
 */
export interface SessionRegistry {
  /** Refuse every token of this user issued for a session version below `minimumVersion`. */
  endSessionsBelow(userId: string, minimumVersion: number): Promise<void>;
  /** Refuse every token of this user, for good (the account is gone). */
  endAllSessions(userId: string): Promise<void>;
  isCurrent(caller: Caller): Promise<boolean>;
}

const sessionKey = (userId: string) => `auth:min-session:${userId}`;

export function createSessionRegistry(redis: Redis, tokenTtlSeconds: number): SessionRegistry {
  const setMinimum = async (userId: string, version: number) => {
    await redis.set(sessionKey(userId), String(version), 'EX', tokenTtlSeconds);
  };
  return {
    endSessionsBelow: setMinimum,
    endAllSessions: (userId) => setMinimum(userId, Number.MAX_SAFE_INTEGER),
    async isCurrent(caller) {
      const minimum = await redis.get(sessionKey(caller.id));
      return minimum === null || caller.sessionVersion >= Number(minimum);
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
