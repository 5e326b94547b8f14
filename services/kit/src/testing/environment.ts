import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { platformConsumers } from '../bus/consumers';
import { DEFAULT_RETRY_DELAYS_MS, topologyFor } from '../bus/topology';
import { createTokenService, type Caller } from '../auth/tokens';
import { loadConfig, platformConfigSchema } from '../config';

/** A short random suffix, so each test file owns its database, its queues and its users. */
export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex');
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through "make test" (it starts the servers)`);
  return value;
}

/** The test MongoDB server's URL with a database of the test's own. */
export function testDatabaseUrl(database: string): string {
  const url = new URL(required('MONGO_URL'));
  url.pathname = `/${database}`;
  return url.toString();
}

/** The test MongoDB server's URL naming no database: a service given it uses its own (`rto_<service>`). */
export function testServerUrl(): string {
  const url = new URL(required('MONGO_URL'));
  url.pathname = '/';
  return url.toString();
}

/**
 * The test broker's URL for `service`: its own user (AMQP_URL_<SERVICE>, made by infra.sh or the test setup), so
 * its events pass its consumers' owner check as in production. A name with no user of its own (a test's stand-in)
 * gets AMQP_URL, the administrator's.
 */
export function testAmqpUrl(service: string): string {
  return process.env[`AMQP_URL_${service.toUpperCase()}`] || required('AMQP_URL');
}

/**
 * Environment for one service under test: the shared test servers, but a database and an event namespace of
 * its own, a free port, quiet logs. `namespace` is shared by the services of one test file so they see each
 * other's events. The service is `database` up to its first '-' (`order-<suffix>`, as the test stack names them),
 * which picks its broker user.
 */
/**
 * An override of testEnvironment: `host:port` through which the services reach the broker (a TcpProxy a test can
 * cut), each still as its own broker user. (One AMQP_URL for them all would log them in as one user, whose events
 * the others refuse.)
 */
export const TEST_BROKER_VIA = 'TEST_BROKER_VIA';

/** `url` with its host and port replaced by `via` (`host:port`), its user and password kept. */
function reachedVia(url: string, via: string | undefined): string {
  if (!via) return url;
  const parsed = new URL(url);
  parsed.host = via;
  return parsed.toString();
}

export function testEnvironment(namespace: string, database: string, givenOverrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { [TEST_BROKER_VIA]: brokerVia, ...overrides } = givenOverrides;
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    MONGO_URL: testDatabaseUrl(database),
    REDIS_URL: required('REDIS_URL'),
    AMQP_URL: reachedVia(testAmqpUrl(database.split('-')[0]!), brokerVia),
    NAMESPACE: namespace,
    ...(process.env['SMTP_URL'] ? { SMTP_URL: process.env['SMTP_URL'] } : {}),
    ...overrides,
  };
}

/** Signs tokens the way identity does, for tests that need a caller without registering one. */
export function testTokens(env: NodeJS.ProcessEnv = {}) {
  const tokens = createTokenService(loadConfig(platformConfigSchema, { ...env, NODE_ENV: 'test' }));
  return {
    sign: (caller: Partial<Caller> & { id: string }) => tokens.sign({ role: 'customer', sessionVersion: 0, ...caller }),
  };
}

/**
 * Removes the exchange and queues a test namespace created, so test runs leave nothing behind on the broker: those
 * of `services`, and those of every consumer in the platform's registry (every bus declares them when it connects).
 */
export async function removeNamespace(
  amqpUrl: string,
  namespace: string,
  services: string[],
  retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
): Promise<void> {
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    for (const service of new Set([...services, ...Object.keys(platformConsumers)])) {
      const topology = topologyFor(service, namespace);
      const retryQueues = retryDelaysMs.map((delayMs) => topology.retryQueue(delayMs));
      for (const queue of [topology.queue, ...retryQueues, topology.deadQueue]) await channel.deleteQueue(queue);
    }
    await channel.deleteExchange(topologyFor('any', namespace).exchange);
    await channel.close();
  } finally {
    await connection.close();
  }
}
