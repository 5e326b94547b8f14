import http from 'node:http';
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@rto/kit';
import type { GatewayConfig } from './config';
import type { ResponseCache } from './response-cache';
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

// Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, never the next one.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

/**
 * What a Connection header can never remove: the message's framing, the caller's credentials and what the gateway
 * sets itself. Dropping `content-length` from a GET once let a body through as a second, unseen request.
 */
const NEVER_HOP_BY_HOP = /^(content-length|transfer-encoding|host|authorization|cookie|content-type|content-encoding|x-request-id|x-correlation-id|x-forwarded-[a-z-]+|x-(user|caller|internal|service|auth)-[a-z-]+)$/;

function dropHopByHop(headers: IncomingHttpHeaders): void {
  const listed = headers.connection;
  for (const name of HOP_BY_HOP) delete headers[name];
  if (typeof listed !== 'string') return;
  for (const token of listed.split(',')) {
    const name = token.trim().toLowerCase();
    if (name && !NEVER_HOP_BY_HOP.test(name)) delete headers[name];
  }
}

/**
 * Prepares the headers a service receives: the client's hop-by-hop headers and any identity headers it sent are
 * dropped, then the verified caller and the request ids are added.
 */
export const forwardIdentity: RequestHandler = (req, _res, next) => {
  dropHopByHop(req.headers);
  for (const name of Object.keys(req.headers)) if (IDENTITY_HEADER.test(name)) delete req.headers[name];
  if (req.caller) {
    req.headers['x-user-id'] = req.caller.id;
    req.headers['x-user-role'] = req.caller.role;
  }
  req.headers['x-request-id'] = req.context.requestId;
  req.headers['x-correlation-id'] = req.context.correlationId;
  // The client as the gateway judged it (TRUST_PROXY honoured): X-Forwarded-For's last entry is only whoever
  // connected, which behind a load balancer is the balancer, the same for every client.
  req.headers['x-caller-address'] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  next();
};

const declaresBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Refuses a request and closes its connection: whatever else the client sent on it is never read as a request. */
function refuseAndClose(res: Response, status: number, error: string): void {
  res.setHeader('Connection', 'close');
  res.status(status).json({ error });
}

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** No route of ours takes a body on these methods: one that comes anyway is refused, not passed on. */
export const refuseUnexpectedBodies: RequestHandler = (req, res, next) => {
  if (BODILESS_METHODS.has(req.method) && declaresBody(req)) {
    refuseAndClose(res, 400, `A ${req.method} request cannot carry a body`);
    return;
  }
  next();
};

/**
 * Reads a request's whole body, up to `maxBytes`, before any connection to a service is taken (what nginx does by
 * default): a client that trickles its body holds only its own connection to the gateway, never one of a
 * service's, and the server's request deadline cuts it off. The bytes are passed on untouched.
 *
 * A body over the limit gets a 413, but only once the client has finished sending it (read and dropped, never
 * kept): answering and closing while the client still sends makes fetch and browsers report a network error
 * instead of the 413. Dropping is bounded at twice the limit and at `dropForMs`; a body announced or found larger
 * than that, or still coming when that time is up (a slow sender), is cut off (the 413 may then be lost, which is
 * all such a client earns).
 */
export function bufferBody(maxBytes: number, dropForMs = DROP_FOR_MS): RequestHandler {
  const dropUpTo = 2 * maxBytes;
  return (req, res, next) => {
    if (!declaresBody(req)) return next();
    const announced = Number(req.headers['content-length'] ?? 0);
    if (announced > dropUpTo) return refuseAndClose(res, 413, TOO_LARGE);
    if (announced > maxBytes) return refuseOnceDropped(req, res, 0, dropUpTo, dropForMs);
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else {
        req.off('data', collect);
        req.off('end', passOn);
        chunks.length = 0;
        refuseOnceDropped(req, res, size, dropUpTo, dropForMs);
      }
    };
    const passOn = () => {
      const body = Buffer.concat(chunks, size);
      // The body is here already: a service has nothing left to agree to.
      delete req.headers.expect;
      // http-proxy streams a request to the service with req.pipe(); the stream is spent, so hand over its bytes.
      req.pipe = (<T extends NodeJS.WritableStream>(destination: T): T => {
        destination.end(body);
        return destination;
      }) as typeof req.pipe;
      next();
    };
    req.on('data', collect);
    req.on('end', passOn);
  };
}

// The same words the services use when their own limit is passed.
const TOO_LARGE = 'Request body is too large';
/** How long a refused body is read and dropped at most: a browser's upload over a real network, not a trickle. */
const DROP_FOR_MS = 5_000;

/** Drops the rest of a body that is too large, then answers 413 and closes; past `dropUpTo` bytes or `dropForMs`, at once. */
function refuseOnceDropped(req: Request, res: Response, alreadyRead: number, dropUpTo: number, dropForMs: number): void {
  if (alreadyRead > dropUpTo) return refuseAndClose(res, 413, TOO_LARGE);
  let dropped = alreadyRead;
  const answer = () => {
    clearTimeout(deadline);
    req.off('data', drop);
    req.off('end', answer);
    if (!res.headersSent) refuseAndClose(res, 413, TOO_LARGE);
  };
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > dropUpTo) answer();
  };
  const deadline = setTimeout(answer, dropForMs).unref();
  req.on('data', drop);
  req.on('end', answer);
  req.resume();
}

function sendJson(res: Response, status: number, error: string): void {
  if (res.headersSent) {
    // Part of the answer is already on its way: cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  res.status(status).json({ error });
}

/**
 * The proxy to one service: http-proxy-middleware over a keep-alive agent (without one, every request opens a
 * connection and throughput falls by orders of magnitude). Bodies pass through untouched in both directions.
 * A service that cannot be reached gives 502; one that has not answered within UPSTREAM_TIMEOUT, counted from
 * the moment the request was ready (waiting for a free connection included, never reset by a trickle), gives 504.
 * Every answer is shown to the response cache, if there is one: it keeps what it may and forgets what a change
 * made stale.
 */
export function proxyTo(service: ServiceName, target: string, config: GatewayConfig, logger: Logger, cache?: ResponseCache, options: { stream?: boolean } = {}): RequestHandler {
  // A stream (Server-Sent Events) holds its connection as long as the browser stays: one connection each, not
  // counted against the pool other requests share, and no idle timeout (the service's heartbeats keep it busy; the
  // deadline below still covers a service that never starts answering). Nothing here buffers or compresses an
  // answer: each chunk is passed on as it comes.
  const agent = options.stream
    ? new http.Agent({ keepAlive: false })
    : new http.Agent({ keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 512, maxFreeSockets: 64, timeout: 60_000 });
  const deadlineMs = config.UPSTREAM_TIMEOUT * 1000;
  // What the proxy needs of each request under way, in one object on the request (no per-request maps or closures).
  const exchanges = new WeakMap<Request, Exchange>();

  const proxy = createProxyMiddleware<Request, Response>({
    // Parsed once here: given a string, http-proxy parses the URL again for every request.
    target: parsedTarget(target),
    agent,
    xfwd: true,
    // Only our handlers: the default plugins add a logger that builds a URL and a line for every answer (even
    // when nothing logs) and an error handler of their own that answers in plain text.
    ejectPlugins: true,
    plugins: [
      (proxyServer) => {
        proxyServer.on('proxyReq', (upstream, req) => {
          const exchange = exchanges.get(req);
          if (!exchange || exchange.expired) upstream.destroy();
          else exchange.upstream = upstream;
        });
        proxyServer.on('proxyRes', (answer, req, res) => {
          const exchange = exchanges.get(req);
          if (exchange) {
            // The answer has begun: the deadline is met, and a client that leaves mid-answer frees the service's
            // connection too (the one close listener, set below).
            clearTimeout(exchange.deadline);
            exchange.upstream = undefined;
            exchange.answer = answer;
          }
          dropHopByHop(answer.headers);
          // Whether this connection stays open is the gateway's business with its client, not the service's.
          answer.headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
          cache?.onAnswer(service, req, answer);
        });
        proxyServer.on('error', (error: NodeJS.ErrnoException, req, res) => {
          if (exchanges.get(req)?.expired || !('status' in res)) return;
          if (res.writableEnded) return; // the client left first: nobody to answer
          logger.warn({ service, code: error.code, path: req.path, requestId: req.context.requestId }, 'upstream unavailable');
          sendJson(res, 502, `The ${service} service is unavailable right now, please try again shortly`);
        });
      },
    ],
  });

  return (req, res, next) => {
    const exchange: Exchange = {
      deadline: setTimeout(() => {
        exchange.expired = true;
        exchange.upstream?.destroy();
        logger.warn({ service, path: req.path, requestId: req.context.requestId }, 'upstream timed out');
        sendJson(res, 504, `The ${service} service took too long to answer, please try again`);
      }, deadlineMs),
      expired: false,
      upstream: undefined,
      answer: undefined,
    };
    exchanges.set(req, exchange);
    res.on('close', () => {
      clearTimeout(exchange.deadline);
      // A client that leaves before the answer, or in the middle of it, frees the service's connection too.
      if (!res.writableFinished) {
        exchange.upstream?.destroy();
        exchange.answer?.destroy();
      }
    });
    void proxy(req, res, next);
  };
}

/** One request on its way to a service: its deadline, and what to cut if the client leaves. */
interface Exchange {
  deadline: NodeJS.Timeout;
  expired: boolean;
  /** The request to the service, until its answer begins. */
  upstream: ClientRequest | undefined;
  /** The service's answer, once it has begun. */
  answer: IncomingMessage | undefined;
}

/** A service's URL as http-proxy wants it (what it would make of the string on every request). */
function parsedTarget(target: string): { protocol: string; hostname: string; host: string; port: string; pathname: string; path: string } {
  const url = new URL(target);
  const pathname = url.pathname === '/' ? '' : url.pathname;
  return { protocol: url.protocol, hostname: url.hostname, host: url.host, port: url.port, pathname, path: pathname };
}

/** Routes of a service that does not exist yet, or of one that does not serve this path yet. */
export function notBuiltYet(service: ServiceName): RequestHandler {
  return (_req, res) => {
    res.status(503).json({ error: `The ${service} service is not available yet` });
  };
}
