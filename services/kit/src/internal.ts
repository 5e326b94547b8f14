import type { Express, NextFunction, Request, Response, Router } from 'express';
import jwt from 'jsonwebtoken';
import type { Logger } from 'pino';
import { currentContext } from './context';
import { AppError, unauthorized } from './errors';
import { signingKey, verifyWithKeys } from './auth';
import { bindContract, type HandlersOf } from './http/app';
import type {
  BodyOf,
  InternalCallArgs,
  InternalRefusalStatus,
  InternalResult,
  InternalRouteContract,
  ParamsOf,
  QueryOf,
  ResponseOf,
  RouteContract,
} from './http/contract';
import { buildInternalOpenApiDocument } from './openapi';

/**
 * Service-to-service calls on `/internal/...` paths (never routed by the gateway; ARCHITECTURE §2).
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

/** Where each service serves its internal OpenAPI document, behind service credentials. */
export const INTERNAL_OPENAPI_PATH = '/internal/openapi.json';

/** What an internal route handler receives: the validated input (the caller is a service, proven by its token). */
export interface InternalRouteInput<R extends InternalRouteContract> {
  body: BodyOf<R>;
  query: QueryOf<R>;
  params: ParamsOf<R>;
  req: Request;
  res: Response;
}

/** An internal handler answers its route's response (a declared refusal is thrown as an AppError with its status). */
export type InternalRouteHandler<R extends InternalRouteContract> = (input: InternalRouteInput<R>) => Promise<ResponseOf<R>> | ResponseOf<R>;

export type InternalHandlersOf<C extends Record<string, InternalRouteContract>> = { [K in keyof C]: InternalRouteHandler<C[K]> };

/**
 * Mounts a service's internal contract: every route behind `requireService`, validated and answered by the same
 * binding as public routes (`bindContract`), plus GET /internal/openapi.json, the document of these routes.
 * One internal contract per service.
 */
export function bindInternalContract<C extends Record<string, InternalRouteContract>>(
  router: Express | Router,
  contract: C,
  handlers: InternalHandlersOf<C>,
  options: { service: string; settings: ServiceTokenSettings },
): void {
  const guard = requireService(options.settings);
  const document = buildInternalOpenApiDocument(options.service, Object.values(contract));
  (router as Router).get(INTERNAL_OPENAPI_PATH, guard, (_req: Request, res: Response) => {
    res.json(document);
  });
  // bindContract reads a route's path, method, schemas and status, and leaves its access to the guard given: an
  // internal route is a public one whose only guard is the service credential. Its handlers ignore `caller`.
  bindContract(router, contract as unknown as Record<string, RouteContract>, handlers as unknown as HandlersOf<Record<string, RouteContract>>, () => guard);
}

/** Why an internal call failed, for the logs and for a caller that wants to tell the cases apart. */
export type InternalFailure =
  /** No connection: the callee is down or not where configured. */
  | 'unreachable'
  /** No answer within the timeout. */
  | 'timeout'
  /** The callee answered 5xx. */
  | 'callee-error'
  /** The callee refused our service credentials (401/403): a configuration fault of ours, never the customer's. */
  | 'credentials-refused'
  /** The callee refused our input (400): a fault of the caller's code. */
  | 'input-refused'
  /** A 4xx the route does not declare as a refusal. */
  | 'unexpected-status'
  /** A success whose body does not match the route's response schema (or is not JSON). */
  | 'bad-answer';

/**
 * An internal call that failed in a way the caller's own caller cannot act on: 503 when the callee is down, slow
 * or failing (try again shortly), 502 when it answered something we cannot use (our credentials refused, our
 * input refused, an undeclared status, an answer of the wrong shape). Never the callee's 401/403 as ours.
 */
export class InternalCallError extends AppError {
  constructor(
    status: 502 | 503,
    message: string,
    readonly callee: string,
    readonly failure: InternalFailure,
    /** The callee's status, when it answered. */
    readonly calleeStatus?: number,
  ) {
    super(status, message);
    this.name = 'InternalCallError';
  }
}

export interface InternalClient {
  /**
   * Calls one route of the callee's internal contract. Resolves to the answer, parsed with the route's response
   * schema; for a route that declares refusals, to `{ ok: true, data }` or the refusal. Every other failure
   * rejects with an InternalCallError (502/503).
   */
  call<R extends InternalRouteContract>(route: R, ...input: InternalCallArgs<R>): Promise<InternalResult<R>>;
}

/** Fills the path's `:name` parameters and appends the query, each value encoded. */
function urlOf(baseUrl: string, route: InternalRouteContract, input: { params?: unknown; query?: unknown }): URL {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.method.toUpperCase()} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const each of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(each));
  }
  return url;
}

/**
 * A client for another service's internal API: a service token, a timeout on every call, the request ids passed
 * on, and the callee's answer checked with the route's response schema. The callee's failures are mapped for the
 * caller, because they are never the customer's to see as they are:
 *
 * | the callee                                  | the caller gets                                         |
 * |---------------------------------------------|---------------------------------------------------------|
 * | answers 2xx matching the response schema    | the parsed answer                                       |
 * | refuses as the route declares (404/409/422) | `{ ok: false, status, error }`: the caller decides      |
 * | is down, or answers 5xx                     | 503 "The X service is unavailable right now"            |
 * | does not answer within the timeout          | 503 "The X service did not answer in time"              |
 * | refuses our credentials (401/403)           | 502 "Could not reach the X service"                     |
 * | answers 400, another 4xx, or a bad answer   | 502 "refused the request" / "gave an answer ... cannot read" |
 *
 * So a customer never gets a 401 or 403 that was meant for a service (the SPA would log them out), and a 404 from
 * the callee never becomes a 404 of the caller's route unless the caller says so. 502/503 failures are logged.
 */
export function createInternalClient(options: {
  callee: string;
  baseUrl: string;
  caller: string;
  settings: ServiceTokenSettings;
  timeoutMs?: number;
  /** Where failures are logged (with the callee's status and message); the customer only sees the mapped error. */
  logger?: Logger;
}): InternalClient {
  const { callee, baseUrl, caller, settings, logger } = options;
  const timeoutMs = options.timeoutMs ?? 3_000;
  let token = signServiceToken(settings, caller);
  let tokenIssuedAt = Date.now();

  const unavailable = `The ${callee} service is unavailable right now, please try again shortly`;
  const unreachable = `Could not reach the ${callee} service, please try again shortly`;

  function fail(
    route: InternalRouteContract,
    status: 502 | 503,
    message: string,
    failure: InternalFailure,
    detail: { calleeStatus?: number; calleeError?: unknown; issue?: string } = {},
  ): never {
    const line = { callee, route: `${route.method.toUpperCase()} ${route.path}`, failure, ...detail };
    // Refused credentials, refused input and bad answers are faults of ours: an operator must look.
    if (failure === 'unreachable' || failure === 'timeout' || failure === 'callee-error') logger?.warn(line, 'internal call failed');
    else logger?.error(line, 'internal call failed');
    throw new InternalCallError(status, message, callee, failure, detail.calleeStatus);
  }

  async function call(route: InternalRouteContract, input: { params?: unknown; query?: unknown; body?: unknown } = {}): Promise<unknown> {
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
    if (input.body !== undefined) headers['content-type'] = 'application/json';

    const url = urlOf(baseUrl, route, input);
    let response: globalThis.Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: route.method.toUpperCase(),
        headers,
        ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The timeout covers the body too: a callee that sends headers and then stalls is as slow as a silent one.
      text = await response.text();
    } catch (error) {
      // A DOMException, not always an instance of this realm's Error: tell it by name.
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        fail(route, 503, `The ${callee} service did not answer in time, please try again shortly`, 'timeout');
      }
      // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, ...).
      const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
      fail(route, 503, unavailable, 'unreachable', { calleeError: cause?.code ?? cause?.message ?? String(error) });
    }

    let payload: unknown;
    let isJson = true;
    try {
      payload = text === '' ? undefined : JSON.parse(text);
    } catch {
      isJson = false;
    }
    const calleeError = (payload as { error?: unknown } | undefined)?.error;
    const status = response.status;

    if (status >= 500) fail(route, 503, unavailable, 'callee-error', { calleeStatus: status, calleeError });
    if (status === 401 || status === 403) fail(route, 502, unreachable, 'credentials-refused', { calleeStatus: status, calleeError });
    if (status >= 400) {
      if (route.refusals && Object.hasOwn(route.refusals, status)) {
        return { ok: false, status: status as InternalRefusalStatus, error: typeof calleeError === 'string' ? calleeError : `The ${callee} service refused` };
      }
      const failure: InternalFailure = status === 400 ? 'input-refused' : 'unexpected-status';
      fail(route, 502, `The ${callee} service refused the request, please try again shortly`, failure, { calleeStatus: status, calleeError });
    }
    if (status < 200 || status >= 300) fail(route, 502, `The ${callee} service gave an answer ${caller} cannot read, please try again shortly`, 'bad-answer', { calleeStatus: status });

    const answer = isJson ? route.response.safeParse(payload) : undefined;
    if (!answer?.success) {
      const issue = answer?.error.issues[0];
      fail(route, 502, `The ${callee} service gave an answer ${caller} cannot read, please try again shortly`, 'bad-answer', {
        calleeStatus: status,
        issue: issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'not JSON',
      });
    }
    return route.refusals && Object.keys(route.refusals).length > 0 ? { ok: true, data: answer.data } : answer.data;
  }

  return { call: call as InternalClient['call'] };
}
