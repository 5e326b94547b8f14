import { connectMongo, type Connection, type RunningService } from '@rto/kit';
import { EventProbe, eventually, freePort, removeNamespace, testDatabaseUrl, testEnvironment, uniqueSuffix } from '@rto/kit/testing';
import { loadGatewayConfig, startGateway, type RunningGateway } from '@rto/gateway';

/** Starts one service from an environment (its own config loader + start function). */
export type ServiceStarter = (env: NodeJS.ProcessEnv) => Promise<RunningService>;

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RegistrationDetails {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

export interface RegisteredCustomer extends RegistrationDetails {
  token: string;
  id: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Waits until each server's /readyz answers 200 (its database, Redis and broker reached). */
async function everyReady(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      eventually(async () => {
        const response = await fetch(`${url}/readyz`);
        if (response.status !== 200) throw new Error(`${url}/readyz answered ${response.status}: ${await response.text()}`);
      }, 30_000),
    ),
  );
}

/**
 * A small real system for one test file: the services it names, in-process on free ports with a database and an
 * event namespace of their own, behind a real gateway; plus a probe that sees every event they publish.
 */
export class TestStack {
  private constructor(
    readonly gatewayUrl: string,
    readonly namespace: string,
    readonly suffix: string,
    readonly probe: EventProbe,
    /** The running services by name, in the order they were started. */
    readonly services: Record<string, RunningService>,
    private readonly gateway: RunningGateway,
  ) {}

  /** The gateway's operations port (readiness, metrics): never the public one. */
  get gatewayOperationsUrl(): string {
    return this.gateway.operationsUrl;
  }

  static async start(options: {
    /** Started in this order; list a service after the ones it calls. */
    services: Record<string, ServiceStarter>;
    /** Extra settings for every service (merged over the test defaults). */
    env?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
  }): Promise<TestStack> {
    const suffix = uniqueSuffix();
    const namespace = `test-${suffix}.`;
    const probe = await EventProbe.start(process.env['AMQP_URL']!, namespace);
    const services: Record<string, RunningService> = {};
    // Each service learns where every other one answers, as in the real system: ports are chosen before any starts,
    // so a service may call one started after it (identity asks order before deleting a customer).
    const names = Object.keys(options.services);
    const ports = new Map(await Promise.all(names.map(async (name) => [name, await freePort()] as const)));
    const upstreams = Object.fromEntries(names.map((name) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${ports.get(name)}`]));
    for (const [name, start] of Object.entries(options.services)) {
      const env = { BCRYPT_ROUNDS: '4', ...upstreams, PORT: String(ports.get(name)), ...options.env };
      services[name] = await start(testEnvironment(namespace, `${name}-${suffix}`, env));
      upstreams[`${name.toUpperCase()}_URL`] = services[name].url;
    }
    const gateway = await startGateway(
      loadGatewayConfig(testEnvironment(namespace, `gateway-${suffix}`, { AUTH_LIMIT_PER_IP: '100000', OPERATIONS_PORT: '0', ...upstreams, ...options.gatewayEnv })),
    );
    // A service is started before its bus has connected (it reports not ready meanwhile). Wait for every one, as
    // `make dev` does: an event a test publishes the moment the stack is up then finds every consumer's queue, where
    // before the first bus declared them it was routed nowhere and lost. Tests need no wait of their own for this.
    await everyReady([...Object.values(services).map((service) => service.url), gateway.operationsUrl]);
    return new TestStack(gateway.url, namespace, suffix, probe, services, gateway);
  }

  /** One HTTP call through the gateway, JSON in and out. */
  async call<T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${this.gatewayUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: tests assert on that themselves.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  private readonly databases: Connection[] = [];

  /** A connection to a service's own database, to look at what it stored. Closed by `stop`. */
  async database(service: string): Promise<Connection> {
    const connection = await connectMongo(testDatabaseUrl(`${service}-${this.suffix}`));
    this.databases.push(connection);
    return connection;
  }

  /**
   * Registers a new customer through the gateway (201 expected) and reads back their id: what most tests start
   * from. `details` overrides the registration fields.
   */
  async registerCustomer(details: Partial<RegistrationDetails> = {}): Promise<RegisteredCustomer> {
    const registration = { name: 'Jane Renter', email: this.email('customer'), mobile: '317-555-0100', password: 'correct-horse-1', ...details };
    const response = await this.call<{ token: string }>('POST', '/register', { body: registration });
    if (response.status !== 201) throw new Error(`registering ${registration.email} answered ${response.status}: ${JSON.stringify(response.body)}`);
    const me = await this.call<{ user: { _id: string } }>('GET', '/getUser', { token: response.body.token });
    return { ...registration, token: response.body.token, id: me.body.user._id };
  }

  /** A unique e-mail address for this test file. */
  email(label: string): string {
    return `${label}-${this.suffix}-${uniqueSuffix()}@example.com`;
  }

  async stop(): Promise<void> {
    await this.gateway.stop();
    // Callers first (they were started last): a service stopped before its callers would see their background
    // calls (order's back office asking catalog, say) until they stop too, and refuse the new connections.
    for (const service of Object.values(this.services).reverse()) await service.stop();
    await this.probe.stop();
    for (const connection of this.databases) await connection.close();
    await removeNamespace(process.env['AMQP_URL']!, this.namespace, Object.keys(this.services)).catch(() => undefined);
  }
}
