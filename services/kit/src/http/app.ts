import express, { type Express, type RequestHandler, type Router } from 'express';
import type { HelmetOptions } from 'helmet';
import type { Logger } from 'pino';
import { runWithContext, type RequestContext } from '../context';
import { AppError } from '../errors';
import { handleErrors } from './error-handler';
import { createHttpMetrics, type MetricsSource } from './metrics';
import { ANSWERED_NOT_READY, platformMiddleware, securityHeaders, type RequestLogLevel } from './platform-middleware';
import { checkReadiness, type ReadinessCheck } from './readiness';

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
   * The level of each answered request's line (5xx: always error). Services: debug. The gateway logs every public
   * request at info with the same request id, so a service's line at info would only repeat it, and a line per
   * request is a write to the log per request on every hop.
   */
  requestLogLevel?: RequestLogLevel;
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
  app.use(platformMiddleware(securityHeaders(options.helmet), logger, metrics, options.asyncContext !== false, options.requestLogLevel ?? 'debug'));

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
    else {
      // Not ready is the answer asked for (every start, while a dependency comes up), not a request that failed: it is
      // logged as a request, not at error, so that a newcomer's first `make dev` does not scroll red lines.
      res.locals[ANSWERED_NOT_READY] = true;
      res.status(503).json({ error: `Not ready: ${failing.join(', ')} unreachable`, checks });
    }
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
