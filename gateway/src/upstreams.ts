import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@rto/kit';
import type { GatewayConfig } from './config';
import type { ServiceName } from './routes';

/** Where each service answers; undefined = not built yet. */
export function upstreamUrls(config: GatewayConfig): Record<ServiceName, string | undefined> {
  return {
    identity: config.IDENTITY_URL,
    catalog: config.CATALOG_URL,
    cart: config.CART_URL,
    scheduling: config.SCHEDULING_URL,
    billing: config.BILLING_URL,
    order: config.ORDER_URL,
    notification: config.NOTIFICATION_URL,
  };
}

// Headers only the gateway may set: whatever a client sends under these names is dropped.
const IDENTITY_HEADER = /^x-(user|caller|internal|service|auth)-|^x-forwarded-user$/i;

/** Removes client-sent identity headers, then adds the verified caller and the request ids for the service. */
export const forwardIdentity: RequestHandler = (req, _res, next) => {
  for (const name of Object.keys(req.headers)) if (IDENTITY_HEADER.test(name)) delete req.headers[name];
  if (req.caller) {
    req.headers['x-user-id'] = req.caller.id;
    req.headers['x-user-role'] = req.caller.role;
  }
  req.headers['x-request-id'] = req.context.requestId;
  req.headers['x-correlation-id'] = req.context.correlationId;
  next();
};

function sendJson(res: ServerResponse | Socket, status: number, error: string): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error }));
}

/**
 * One proxy per service with its own keep-alive agent (without it every request opens a new connection and
 * throughput falls by orders of magnitude). Bodies stream through untouched. A service that refuses the
 * connection gives 502; one that takes longer than the timeout gives 504.
 */
export function proxyTo(service: ServiceName, target: string, config: GatewayConfig, logger: Logger): RequestHandler {
  const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 512, maxFreeSockets: 64, timeout: 60_000 });
  const timeoutMs = config.UPSTREAM_TIMEOUT * 1000;
  const timedOut = new WeakSet<IncomingMessage>();

  return createProxyMiddleware<Request>({
    target,
    agent,
    changeOrigin: false,
    xfwd: true,
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.setTimeout(timeoutMs, () => {
          timedOut.add(req);
          proxyReq.destroy(new Error(`${service} did not answer within ${timeoutMs} ms`));
        });
      },
      error(error, req, res) {
        const code = (error as NodeJS.ErrnoException).code;
        if (timedOut.has(req)) {
          logger.warn({ service, path: req.url }, 'upstream timed out');
          sendJson(res, 504, `The ${service} service took too long to answer, please try again`);
          return;
        }
        logger.warn({ service, code, path: req.url }, 'upstream unavailable');
        sendJson(res, 502, `The ${service} service is unavailable right now, please try again shortly`);
      },
    },
  });
}

/** Routes of a service that does not exist yet. */
export function notBuiltYet(service: ServiceName): RequestHandler {
  return (_req, res) => {
    res.status(503).json({ error: `The ${service} service is not available yet` });
  };
}
