import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy a test can switch off and on, to take a server (RabbitMQ) away from the code under test exactly as
 * an outage would (connections drop, new ones are refused) without disturbing other tests using the same server;
 * or to make a server hang (`stall`: connections are taken and never answered), as a provider does whose network
 * went quiet.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private stalled = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Opens the proxy (on the same port as before, when reopening). */
  async up(): Promise<void> {
    const server = net.createServer((client) => {
      if (this.stalled) {
        // Taken and read, never answered: the caller waits for its own timeout.
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => client.destroy());
        client.resume();
        return;
      }
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Drops every open connection and refuses new ones. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Stalled: the connections open now are dropped and new ones are taken but never answered (a hung server);
   * not stalled: new connections reach the server again.
   */
  stall(stalled: boolean): void {
    this.stalled = stalled;
    if (stalled) for (const socket of this.sockets) socket.destroy();
  }

  /** The given URL, pointed at this proxy instead of the server. */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }
}
