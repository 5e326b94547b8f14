import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { unauthorized } from '../errors';
import { signingKey, verifyWithKeys } from './token-keys';

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
