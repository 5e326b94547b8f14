import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { unauthorized } from '../errors';
import { signingKey, verifyWithKeys } from '../auth/token-keys';

/**
 * Service-to-service calls on `/internal/...` paths (never routed by the gateway; docs/architecture.md).
 *
 * - Credentials: the caller proves it is one of ours with a short-lived service token: same key, its own
 *   audience, so a customer token is refused there and a service token is refused on public paths.
 * - Contracts: a service declares its internal routes with `defineInternalContract` (zod schemas for params,
 *   query, body and response; money in integer cents) and serves them with `bindInternalContract`, which
 *   validates input exactly as public routes are validated and serves the service's internal OpenAPI document at
 *   GET /internal/openapi.json (service credentials required; never the gateway's public document).
 * - Calls: `createInternalClient(...).call(route, input)` sends the input, checks the answer with the route's
 *   response schema and maps the callee's failures for the caller (see `createInternalClient`).
 */
const INTERNAL_AUDIENCE_SUFFIX = ':internal';
const SERVICE_TOKEN_TTL_SECONDS = 300;

/** What service tokens are made and checked with: a key of their own (secrets.ts), and the platform's names. */
export interface ServiceTokenSettings {
  SERVICE_TOKEN_SECRET: string;
  /** Still accepted after a rotation, never used to sign. */
  SERVICE_TOKEN_SECRET_PREVIOUS?: string | undefined;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
}

export function signServiceToken(settings: ServiceTokenSettings, service: string): string {
  return jwt.sign({ role: 'service' }, signingKey(settings.SERVICE_TOKEN_SECRET), {
    algorithm: 'HS256',
    subject: `service:${service}`,
    issuer: settings.JWT_ISSUER,
    audience: settings.JWT_AUDIENCE + INTERNAL_AUDIENCE_SUFFIX,
    expiresIn: SERVICE_TOKEN_TTL_SECONDS,
  });
}

/** Guards an internal route: only a valid service token passes. */
export function requireService(settings: ServiceTokenSettings) {
  const keys = [settings.SERVICE_TOKEN_SECRET, settings.SERVICE_TOKEN_SECRET_PREVIOUS];
  return (req: Request, _res: Response, next: NextFunction): void => {
    const token = req.headers.authorization?.replace(/^Bearer /i, '');
    try {
      if (!token) throw new Error('missing');
      const payload = verifyWithKeys(token, keys, {
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
