import { STATUS_CODES } from 'node:http';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Logger } from 'pino';
import { acceptIdOrCreate, runWithContext, type RequestContext } from '../context';
import { AppError, DomainError, type ErrorKind } from '../errors';
import { createHttpMetrics, type HttpMetrics, type MetricsSource } from './metrics';
// Mounting a contract's routes lives in its own file; exported from here too, where callers have always found it.
export { bindContract, noStoreFor, type HandlersOf, type RouteHandler, type RouteInput } from './bind-contract';

/** A named dependency check for /readyz: resolves when the dependency answers. */
export type ReadinessCheck = () => Promise<unknown>;

export interface HttpAppOptions {
  service: string;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** Adds the routes of the service. Runs after the platform middleware, before the 404 and error handlers. */
  routes(app: Express): void;
  /** Parse JSON bodies (services: yes; the gateway must never parse what it proxies). */
  parseJson?: boolean;
  bodyLimit?: string;
  /**
   * Paths whose body is kept as the bytes sent (a Buffer in `req.body`), never parsed: a signed webhook is checked
   * over exactly what its sender signed. Each with its own size limit.
   */
  rawBodies?: ReadonlyArray<{ path: string; limit: string }>;
  helmet?: HelmetOptions;
  /** Express "trust proxy" setting, for the client address behind a load balancer. */
  trustProxy?: boolean | number | string | string[];
  /**
   * Keep the request's ids in AsyncLocalStorage, so log lines and events deep in a handler carry them (services:
   * yes). The gateway passes ids on in headers and logs them itself, so it spares the per-request cost.
   */
  asyncContext?: boolean;
  /**
   * Where /readyz and /metrics answer. By default on this app: a service's port is reached only from inside.
   * Given this, they are handed over instead, to be served on a port of their own (the gateway: its port is public,
   * and neither the dependencies' state nor the metrics are anyone else's business). /healthz answers here always.
   */
  operations?: (routes: Router) => void;
  /** More metrics for /metrics (the service's event bus). */
  metrics?: MetricsSource[];
}

declare module 'express-serve-static-core' {
  interface Request {
    context: RequestContext;
  }
}

/**
 * The one HTTP app every process starts from: security headers, request/correlation ids, one log line per
 * request, metrics, health and readiness, JSON body limit, JSON 404 and the error handler.
 */
export function createHttpApp(options: HttpAppOptions): Express {
  const { logger } = options;
  const metrics = createHttpMetrics(options.service, options.metrics);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.set('query parser', 'simple');

  // One layer, not three: every layer costs a turn of Express's router on every request.
  app.use(platformMiddleware(securityHeaders(options.helmet), logger, metrics, options.asyncContext !== false));

  const health: RequestHandler = (_req, res) => {
    res.json({ status: 'ok', service: options.service });
  };
  app.get('/healthz', health);
  const operations = express.Router();
  operations.get('/healthz', health);
  operations.get('/readyz', async (_req, res) => {
    const checks = await checkReadiness(options.readiness);
    const failing = Object.entries(checks).filter(([, state]) => state !== 'ok').map(([name]) => name);
    if (failing.length === 0) res.json({ status: 'ready', checks });
    else res.status(503).json({ error: `Not ready: ${failing.join(', ')} unreachable`, checks });
  });
  operations.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  if (options.operations) options.operations(operations);
  else app.use(operations);

  if (options.parseJson !== false) {
    // Read first: a body read here is never parsed again by the JSON parser below.
    for (const raw of options.rawBodies ?? []) app.use(raw.path, express.raw({ type: () => true, limit: raw.limit }));
    app.use(express.json({ limit: options.bodyLimit ?? '100kb', strict: true }));
    // Body parsing continues on socket callbacks, outside the request's async context: step back into it.
    app.use((req, _res, next) => runWithContext(req.context, next));
  }

  options.routes(app);

  app.use((req, _res, next) => next(new AppError(404, `No route for ${req.method} ${req.path}`)));
  app.use(handleErrors(logger));
  return app;
}

/**
 * helmet's headers, worked out once at start-up and then set in one call: the same policy, without running a
 * dozen middlewares per request (a tenth of the gateway's CPU on a cached product list).
 */
function securityHeaders(options: HelmetOptions | undefined): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: () => undefined,
  };
  helmet(options)({} as Request, recorder as unknown as Response, () => undefined);
  return headers;
}

/**
 * What every request goes through first, in this order: the security headers, the request's ids (kept in
 * AsyncLocalStorage when asked), and one log line and one metrics sample when it is finished.
 */
function platformMiddleware(headers: Map<string, string>, logger: Logger, metrics: HttpMetrics, asyncContext: boolean): RequestHandler {
  return (req, res, next) => {
    res.setHeaders(headers);
    const requestId = acceptIdOrCreate(req.headers['x-request-id']);
    const correlationId = acceptIdOrCreate(req.headers['x-correlation-id'] ?? requestId);
    const context: RequestContext = { requestId, correlationId };
    req.context = context;
    res.setHeader('x-request-id', requestId);
    observeRequest(req, res, logger, metrics);
    if (asyncContext) runWithContext(context, next);
    else next();
  };
}

/** One log line and one metrics sample per finished request (one listener for both: it is the hot path). */
function observeRequest(req: Request, res: Response, logger: Logger, metrics: HttpMetrics): void {
  const started = performance.now();
  // 'finish' is emitted once: a plain listener spares the wrapper that once() builds.
  res.on('finish', () => {
    const durationMs = performance.now() - started;
    metrics.observe(req, res, durationMs / 1000);
    const failed = res.statusCode >= 500;
    // The line is built only when it is written (the gateway runs at warn under load tests).
    if (!logger.isLevelEnabled(failed ? 'error' : 'info')) return;
    const line = {
      requestId: req.context.requestId,
      correlationId: req.context.correlationId,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      durationMs: Math.round(durationMs * 100) / 100,
    };
    if (failed) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  });
}

async function checkReadiness(checks: Record<string, ReadinessCheck>): Promise<Record<string, 'ok' | 'unreachable'>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), 1500);
        return [name, 'ok'] as const;
      } catch {
        return [name, 'unreachable'] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Errors that body-parser and friends raise, mapped to what a client can act on. */
const parserErrors: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Request body is not valid JSON'],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
  'request.aborted': [400, 'Request aborted'],
};

/** The status of each kind of `DomainError`: the one place where the rules' words become HTTP. */
export const STATUS_OF_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  'payment-refused': 402,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  unprocessable: 422,
  'too-many': 429,
  busy: 503,
  unavailable: 503,
};

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  /** `error`, and any fields the error carries beside it (`DomainError.fields`). */
  body: { error: string } & Record<string, string>;
}

/** What the client gets for a `DomainError`: an `AppError` keeps the status it was given, any other the status of its kind. */
export function httpAnswerOf(error: DomainError): HttpAnswer {
  const body = { ...error.fields, error: error.message };
  if (error instanceof AppError) return { status: error.status, headers: error.headers, body };
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  return { status: STATUS_OF_KIND[error.kind], headers, body };
}

function handleErrors(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    if (error instanceof DomainError) {
      const answer = httpAnswerOf(error);
      res.set(answer.headers).status(answer.status).json(answer.body);
      return;
    }
    const parserType = (error as { type?: string } | null)?.type;
    const known = parserType ? parserErrors[parserType] : undefined;
    if (known) {
      res.status(known[0]).json({ error: known[1] });
      return;
    }
    // Express itself refuses some requests (a path that does not decode, say) with a 4xx error of its own.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = error instanceof URIError ? 'The URL is not correctly encoded' : (STATUS_CODES[status] ?? 'Bad request');
      res.status(status).json({ error: message });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ error: 'Something went wrong on our side, please try again' });
  };
}
