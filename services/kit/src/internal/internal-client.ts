import type { Logger } from 'pino';
import { request, type Dispatcher } from 'undici';
import { currentContext } from '../context';
import { AppError } from '../errors';
import type { InternalCallArgs, InternalRefusalStatus, InternalResult, InternalRouteContract } from '../http/contract';
import { signServiceToken, type ServiceTokenSettings } from './service-tokens';

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
    // One deadline for the whole exchange, body included: a callee that sends headers and then stalls is as slow as
    // a silent one. A timer and a controller of our own cost a third of what AbortSignal.timeout() does per call.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await request(url, {
        method: route.method.toUpperCase() as Dispatcher.HttpMethod,
        headers,
        ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
        signal: deadline.signal,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      if (deadline.signal.aborted) fail(route, 503, `The ${callee} service did not answer in time, please try again shortly`, 'timeout');
      // Why there was no answer: ECONNREFUSED, ENOTFOUND, a reset connection...
      const cause = error as { code?: unknown; message?: unknown } | null;
      fail(route, 503, unavailable, 'unreachable', { calleeError: cause?.code ?? cause?.message ?? String(error) });
    } finally {
      clearTimeout(timer);
    }

    let payload: unknown;
    let isJson = true;
    try {
      payload = text === '' ? undefined : JSON.parse(text);
    } catch {
      isJson = false;
    }
    const calleeError = (payload as { error?: unknown } | undefined)?.error;

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
