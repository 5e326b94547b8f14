import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  server: http.Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

/** How long a client may take, and how many may be connected at once. */
export interface ServerLimits {
  /** The whole header block must arrive within this (a client that trickles headers is cut off). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this, however steadily the bytes trickle in. */
  requestTimeoutMs: number;
  /** Connections beyond this are refused at once, so trickling clients cannot exhaust memory or descriptors. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = { headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, maxConnections: 10_000 };

/**
 * Keep-alive must outlive the gateway agent's idle time, or the gateway reuses a socket the service is closing
 * and the request fails with ECONNRESET.
 */
const KEEP_ALIVE_MS = 65_000;

export async function listen(app: Express, port: number, host = '0.0.0.0', limits: ServerLimits = DEFAULT_SERVER_LIMITS): Promise<RunningServer> {
  const server = http.createServer(
    // Node looks for clients past their deadline every 30 s by default; each second keeps the deadlines close to true.
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: 1_000 },
    app,
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.maxConnections = limits.maxConnections;
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    server,
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}`,
    close: (graceMs = 10_000) => closeGracefully(server, graceMs),
  };
}

/**
 * Requests Node refuses before the app sees them (a malformed or ambiguous message, headers too large, a client
 * too slow) still get a JSON error, never an empty or HTML page, and the connection is closed: after a framing
 * error nothing more on it can be trusted.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: http.ServerResponse }): void {
  // Nothing can be said on a closed socket, nor in the middle of an answer already on its way.
  if (!socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : [400, 'Bad Request', 'The request is malformed'];
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function closeGracefully(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    // A caller that keeps its keep-alive connection busy would otherwise be served until the grace is up, and then
    // cut mid-request: from now on every answer closes its connection, and the caller opens one elsewhere.
    server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.shouldKeepAlive = false;
    });
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
