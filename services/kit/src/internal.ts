import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { currentContext } from './context';
import { AppError, unauthorized } from './errors';
import { signingKey, type TokenSettings } from './auth';

/**
 * Service-to-service calls on `/internal/...` paths (never routed by the gateway). The caller proves it is one
 * of ours with a short-lived service token: same key, its own audience, so a customer token is refused there
 * and a service token is refused on public paths.
 */
const INTERNAL_AUDIENCE_SUFFIX = ':internal';
const SERVICE_TOKEN_TTL_SECONDS = 300;

export function signServiceToken(settings: TokenSettings, service: string): string {
  return jwt.sign({ role: 'service' }, signingKey(settings.JWT_SECRET), {
    algorithm: 'HS256',
    subject: `service:${service}`,
    issuer: settings.JWT_ISSUER,
    audience: settings.JWT_AUDIENCE + INTERNAL_AUDIENCE_SUFFIX,
    expiresIn: SERVICE_TOKEN_TTL_SECONDS,
  });
}

/** Guards an internal route: only a valid service token passes. */
export function requireService(settings: TokenSettings) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const token = req.headers.authorization?.replace(/^Bearer /i, '');
    try {
      if (!token) throw new Error('missing');
      const payload = jwt.verify(token, signingKey(settings.JWT_SECRET), {
        algorithms: ['HS256'],
        issuer: settings.JWT_ISSUER,
        audience: settings.JWT_AUDIENCE + INTERNAL_AUDIENCE_SUFFIX,
      });
      if (typeof payload === 'string' || payload['role'] !== 'service') throw new Error('not a service');
      next();
    } catch {
      next(unauthorized('Service credentials required'));
    }
  };
}

export interface InternalClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

/**
 * A client for another service's internal API: a timeout on every call, the request ids passed on, and a clear
 * 503 when the callee is down or slow (its own 4xx answers come back as the same AppError).
 */
export function createInternalClient(options: {
  callee: string;
  baseUrl: string;
  caller: string;
  settings: TokenSettings;
  timeoutMs?: number;
}): InternalClient {
  const { callee, baseUrl, caller, settings } = options;
  const timeoutMs = options.timeoutMs ?? 3_000;
  let token = signServiceToken(settings, caller);
  let tokenIssuedAt = Date.now();

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    // Renew well before the token's five minutes are up.
    if (Date.now() - tokenIssuedAt > 60_000) {
      token = signServiceToken(settings, caller);
      tokenIssuedAt = Date.now();
    }
    const context = currentContext();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (context) {
      headers['x-request-id'] = context.requestId;
      headers['x-correlation-id'] = context.correlationId;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: globalThis.Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AppError(503, `The ${callee} service is unavailable right now, please try again shortly`);
    }
    const payload = (await response.json().catch(() => ({}))) as { error?: string };
    if (response.status >= 500) throw new AppError(503, `The ${callee} service is unavailable right now, please try again shortly`);
    if (!response.ok) throw new AppError(response.status, payload.error ?? `The ${callee} service refused the request`);
    return payload as T;
  }

  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
  };
}
