import { authorize, createHttpApp, createVerifiedTokenCache, createLogger, createRateLimiter, createRedis, createSessionRegistry, createTokenService, listen, pingRedis, type RunningService } from '@rto/kit';
import type { Express, RequestHandler } from 'express';
import type { GatewayConfig } from './config';
import { serveApiDocs } from './openapi';
import { routeTable } from './routes';
import { serveSpa } from './spa';
import { forwardIdentity, notBuiltYet, proxyTo, upstreamUrls } from './upstreams';

/**
 * The only public entry. For each route of the table: rate limit (if flagged), token check, identity headers,
 * then the proxy to its service. It never parses a body it proxies.
 */
export async function startGateway(config: GatewayConfig): Promise<RunningService> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, config.NAMESPACE);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  const tokens = createTokenService(config);
  const sessions = createSessionRegistry(redis, tokens.ttlSeconds);
  const limiter = createRateLimiter(redis, logger);
  // Each service re-checks every token, so a second of memory here never lets an ended session through.
  const verifiedTokens = createVerifiedTokenCache(1_000);
  const urls = upstreamUrls(config);

  const perIpLimit: RequestHandler = async (req, _res, next) => {
    await limiter.hit({ name: `${req.route?.path ?? req.path}:ip`, limit: config.AUTH_LIMIT_PER_IP, windowSeconds: config.AUTH_LIMIT_WINDOW }, req.ip ?? 'unknown');
    next();
  };

  const mountRoutes = (app: Express) => {
    serveApiDocs(app);
    const proxies = new Map<string, RequestHandler>();
    for (const entry of routeTable) {
      const url = urls[entry.service];
      if (url && !proxies.has(entry.service)) proxies.set(entry.service, proxyTo(entry.service, url, config, logger));
      const handlers: RequestHandler[] = [];
      if (entry.rateLimited) handlers.push(perIpLimit);
      handlers.push(authorize(entry.access, tokens, sessions, verifiedTokens), forwardIdentity);
      handlers.push(url && !entry.pending ? proxies.get(entry.service)! : notBuiltYet(entry.service));
      app[entry.method](entry.path, ...handlers);
    }
    serveSpa(app, config.SPA_DIR);
  };

  const app = createHttpApp({
    service: 'gateway',
    logger,
    parseJson: false,
    asyncContext: false,
    trustProxy: config.TRUST_PROXY,
    readiness: { redis: () => pingRedis(redis) },
    routes: mountRoutes,
  });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'gateway listening');
  return {
    url: server.url,
    port: server.port,
    async stop() {
      await server.close();
      redis.disconnect();
    },
  };
}
