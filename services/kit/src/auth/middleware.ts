import type { NextFunction, Request, Response } from 'express';
import { AppError, forbidden, serviceUnavailable, unauthorized } from '../errors';
import type { SessionRegistry } from './sessions';
import type { Caller, Role, TokenService } from './tokens';
import type { VerifiedTokenCache } from './verified-token-cache';

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
