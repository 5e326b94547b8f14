import {
  authorize,
  createHttpApp,
  createVerifiedTokenCache,
  createLogger,
  createRateLimiter,
  createCallerChecks,
  listen,
  noStoreFor,
  pingRedis,
  serverLimitsOf,
  type RunningServer,
  type RunningService,
} from '@rto/kit';
import express, { type Express, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { GatewayConfig } from './config';
import { serveApiDocs } from './openapi';
import { routeTable, type GatewayRoute } from './routes';
import { createResponseCache } from './response-cache';
import { serveSpa } from './spa';
import { bufferBody, forwardIdentity, notBuiltYet, proxyTo, refuseUnexpectedBodies, upstreamUrls } from './upstreams';

/**
 * helmet's Content-Security-Policy with one addition to its img-src ('self' data:): blob:, for the object URL that
 * previews a photo the admin picked before it is uploaded. Nothing else is widened.
 */
const IMAGE_SOURCES = ["'self'", 'data:', 'blob:'];

export interface RunningGateway extends RunningService {
  /** Where /readyz and /metrics answer (never on the public port). */
  operationsUrl: string;
}

/**
 * The only public entry. For each route of the table: rate limit (if flagged), token check, identity headers,
 * the whole body read, then the proxy to its service. It never parses a body it proxies.
 */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const { redis, tokens, sessions } = createCallerChecks(config, logger);
  const limiter = createRateLimiter(redis, logger);
  // Each service re-checks every token, so a second of memory here never lets an ended session through.
  const verifiedTokens = createVerifiedTokenCache(1_000);
  const urls = upstreamUrls(config);
  const MB = 1024 * 1024;
  const cache = config.RESPONSE_CACHE_MB > 0 ? createResponseCache({ maxBytes: config.RESPONSE_CACHE_MB * MB, maxEntryBytes: Math.min(MB, config.RESPONSE_CACHE_MB * MB) }) : undefined;

  const perIpLimit: RequestHandler = async (req, _res, next) => {
    await limiter.hit({ name: `${req.route?.path ?? req.path}:ip`, limit: config.AUTH_LIMIT_PER_IP, windowSeconds: config.AUTH_LIMIT_WINDOW }, req.ip ?? 'unknown');
    next();
  };

  // Keyed by the verified caller, never the address: one account behind many addresses is still one account.
  const perCustomerLimit = (entry: GatewayRoute): RequestHandler => {
    const rule = {
      name: `${entry.method}:${entry.path}:customer`,
      limit: config.CUSTOMER_WRITE_LIMIT,
      windowSeconds: config.CUSTOMER_WRITE_WINDOW,
      message: 'Too many requests from your account, please try again later',
    };
    // A route open to everyone knows its caller only when a valid token comes; the others come after the check.
    const identify = entry.access === 'none' ? optionalCaller(authorize('customer', tokens, sessions, verifiedTokens)) : undefined;
    return async (req, res, next) => {
      if (identify) await identify(req, res);
      if (req.caller) await limiter.hit(rule, req.caller.id);
      next();
    };
  };

  const mountRoutes = (app: Express) => {
    app.use(refuseUnexpectedBodies);
    serveApiDocs(app, config.BODY_LIMIT);
    const proxies = new Map<string, RequestHandler>();
    for (const entry of routeTable) {
      const url = urls[entry.service];
      const proxyKey = entry.stream ? `${entry.service}:stream` : entry.service;
      if (url && !proxies.has(proxyKey)) proxies.set(proxyKey, entry.stream ? proxyTo(entry.service, url, config, logger, undefined, { stream: true }) : proxyTo(entry.service, url, config, logger, cache));
      if (entry.cached && entry.access !== 'none') throw new Error(`${entry.method.toUpperCase()} ${entry.path}: only routes open to everyone may be cached`);
      const handlers: RequestHandler[] = [...noStoreFor(entry.access)];
      if (entry.rateLimited) handlers.push(perIpLimit);
      handlers.push(authorize(entry.access, tokens, sessions, verifiedTokens));
      if (entry.perCustomer) handlers.push(perCustomerLimit(entry));
      // A hit needs none of the header work that readies a request for its service.
      if (cache && entry.cached && url && !entry.pending) handlers.push(cache.lookup(entry.service));
      handlers.push(forwardIdentity);
      handlers.push(...(url && !entry.pending ? [bufferBody(entry.maxBody ?? config.BODY_LIMIT), proxies.get(proxyKey)!] : [notBuiltYet(entry.service)]));
      app[entry.method](entry.path, ...handlers);
    }
    serveSpa(app, config.SPA_DIR, config.PUBLIC_URL);
  };

  let operationsRoutes: Router | undefined;
  const app = createHttpApp({
    service: 'gateway',
    logger,
    parseJson: false,
    asyncContext: false,
    // The edge keeps one line per public request; the services behind it log theirs at debug.
    requestLogLevel: 'info',
    helmet: { contentSecurityPolicy: { directives: { 'img-src': IMAGE_SOURCES } } },
    trustProxy: config.TRUST_PROXY,
    readiness: { redis: () => pingRedis(redis) },
    metrics: cache ? [cache.metrics] : [],
    routes: mountRoutes,
    operations: (routes) => {
      operationsRoutes = routes;
    },
  });
  const server = await listen(app, config.PORT, config.HOST, serverLimitsOf(config));
  const operations: RunningServer = await listen(operationsApp(operationsRoutes!), config.OPERATIONS_PORT, config.OPERATIONS_HOST);
  logger.info({ port: server.port, operationsPort: operations.port }, 'gateway listening');
  return {
    url: server.url,
    port: server.port,
    operationsUrl: operations.url,
    async stop() {
      await Promise.all([server.close(), operations.close()]);
      redis.disconnect();
    },
  };
}

/**
 * Runs a token check only to learn who calls a route open to everyone: without a token, or with one that fails,
 * the request goes on anonymous (the route never required one), and `req.caller` stays unset.
 */
function optionalCaller(check: RequestHandler) {
  return (req: Request, res: Response) =>
    new Promise<void>((resolve) => {
      if (!req.headers.authorization) return resolve();
      void check(req, res, (error?: unknown) => {
        if (error) req.caller = undefined;
        resolve();
      });
    });
}

/** The operations port: health, readiness and metrics, and a JSON 404 for anything else. */
function operationsApp(routes: Router): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(routes);
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  return app;
}
