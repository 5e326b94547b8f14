import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  server: http.Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

/**
 * Keep-alive must outlive the gateway agent's idle time, or the gateway reuses a socket the service is closing
 * and the request fails with ECONNRESET.
 */
const KEEP_ALIVE_MS = 65_000;

export async function listen(app: Express, port: number, host = '0.0.0.0'): Promise<RunningServer> {
  const server = http.createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
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

function closeGracefully(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
