import { z } from 'zod';
import amqp from 'amqplib';
import pino from 'pino';
import {
  brokerUserOfUrl,
  connectMongo,
  createHttpApp,
  createRedis,
  defineEvent,
  listen,
  mountDeadLetterRoutes,
  newEvent,
  RabbitEventBus,
  REPLAYS_HEADER,
  signServiceToken,
  topologyFor,
  type Connection,
  type EventEnvelope,
  type Redis,
  type RunningServer,
} from '@rto/kit';
import { eventually, removeNamespace, testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';

/**
 * The dead-letter routes every service serves (kit runtime): against a real RabbitMQ and Redis, an event whose
 * handler fails is parked, listed with its reason, replayed once fixed and handled; the replay keeps the bounds of
 * `make replay-dead-letters` (limit, force) and one replay runs at a time.
 */

const amqpUrl = () => process.env['AMQP_URL']!;
const logger = pino({ level: 'silent' });
const settings = { SERVICE_TOKEN_SECRET: 'v'.repeat(40), JWT_ISSUER: 'rto-identity', JWT_AUDIENCE: 'rto' };
const failing = defineEvent('parked.thing', z.object({ n: z.number() }));
const namespace = `test-dl-${uniqueSuffix()}.`;
const RETRY_DELAYS_MS = [50, 100];

let database: Connection;
let redis: Redis;
const buses: RabbitEventBus[] = [];
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await connectMongo(testDatabaseUrl(`dl-${uniqueSuffix()}`));
  redis = createRedis(process.env['REDIS_URL']!);
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
  for (const server of servers) await server.close();
  await database.close();
  redis.disconnect();
  await removeNamespace(amqpUrl(), namespace, ['parker', 'bounded'], RETRY_DELAYS_MS).catch(() => undefined);
});

async function serve(service: string): Promise<string> {
  const app = createHttpApp({ service, logger, readiness: {}, routes: (routes) => mountDeadLetterRoutes(routes, { service, url: amqpUrl(), namespace, redis, settings }) });
  const server = await listen(app, 0, '127.0.0.1');
  servers.push(server);
  return server.url;
}

async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown, token: string | null = signServiceToken(settings, 'notification')) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Puts messages straight into a service's dead-letter queue, as its consumer would have (same broker user). */
async function park(service: string, events: EventEnvelope[], headers: Record<string, unknown> = {}): Promise<void> {
  const connection = await amqp.connect(amqpUrl());
  const channel = await connection.createConfirmChannel();
  const { deadQueue, queue } = topologyFor(service, namespace);
  await channel.assertQueue(queue, { durable: true, arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': deadQueue } });
  await channel.assertQueue(deadQueue, { durable: true });
  for (const event of events) {
    channel.sendToQueue(deadQueue, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId: event.id,
      type: event.type,
      userId: brokerUserOfUrl(amqpUrl()),
      headers: { 'x-death-reason': `broken ${(event.data as { n: number }).n}`, 'x-dead-lettered-at': '2026-11-01T10:00:00.000Z', ...headers },
    });
  }
  await channel.waitForConfirms();
  await connection.close();
}

describe('GET /internal/dead-letters and POST /internal/dead-letters/replay', () => {
  it('when a handler fails, then its event is listed with its reason, and once fixed a replay gets it handled', async () => {
    let fixed = false;
    let handled = 0;
    const bus = new RabbitEventBus({ url: amqpUrl(), service: 'parker', namespace, logger, database, retryDelaysMs: RETRY_DELAYS_MS, publishers: () => brokerUserOfUrl(amqpUrl()) });
    buses.push(bus);
    bus.on(failing, async () => {
      if (!fixed) throw new Error('the printer is on fire');
      handled += 1;
    });
    await bus.start();
    await bus.waitUntilConnected();
    const base = await serve('parker');
    const event = newEvent('test', failing, { n: 1 });
    const connection = await amqp.connect(amqpUrl());
    const channel = await connection.createConfirmChannel();
    channel.publish(`${namespace}rto.events`, event.type, Buffer.from(JSON.stringify(event)), { persistent: true, messageId: event.id, type: event.type, userId: brokerUserOfUrl(amqpUrl()) });
    await channel.waitForConfirms();
    await connection.close();

    const before = Date.now();
    await eventually(async () => expect((await call(base, 'GET', '/internal/dead-letters')).body['count']).toBe(1), 15_000);
    const listed = await call(base, 'GET', '/internal/dead-letters');
    expect(listed.status).toBe(200);
    const [message] = listed.body['messages'] as Array<Record<string, string>>;
    expect(message).toMatchObject({ eventId: event.id, type: 'parked.thing' });
    expect(message!['reason']).toMatch(/failed 3 time\(s\): the printer is on fire/);
    expect(Date.parse(message!['firstSeen']!)).toBeGreaterThan(before - 60_000);
    // Listing took nothing: still there.
    expect((await call(base, 'GET', '/internal/dead-letters')).body['count']).toBe(1);

    fixed = true;
    expect(await call(base, 'POST', '/internal/dead-letters/replay', {})).toEqual({ status: 200, body: { replayed: 1, skipped: 0 } });
    await eventually(() => expect(handled).toBe(1));
    expect((await call(base, 'GET', '/internal/dead-letters')).body['count']).toBe(0);
  });

  it('when listed, then nothing is lost or reordered; a replay takes at most its limit, leaves one replayed 3 times unless forced, and one runs at a time', async () => {
    const base = await serve('bounded');
    const events = [1, 2, 3, 4].map((n) => newEvent('test', failing, { n }));
    await park('bounded', events.slice(0, 3));
    const tired = events[3]!;
    await park('bounded', [tired], { [REPLAYS_HEADER]: 3 });

    const ids = async () => ((await call(base, 'GET', '/internal/dead-letters?limit=100')).body['messages'] as Array<{ eventId: string }>).map((m) => m.eventId);
    expect(await ids()).toEqual(events.map((e) => e.id));
    const first = await call(base, 'GET', '/internal/dead-letters?limit=2');
    expect(first.body['count']).toBe(4);
    expect(first.body['messages']).toEqual([
      { eventId: events[0]!.id, type: 'parked.thing', reason: 'broken 1', firstSeen: '2026-11-01T10:00:00.000Z' },
      { eventId: events[1]!.id, type: 'parked.thing', reason: 'broken 2', firstSeen: '2026-11-01T10:00:00.000Z' },
    ]);
    expect(await ids()).toEqual(events.map((e) => e.id));

    // Two at once: one runs, the other is refused; never more than the limit leaves the queue.
    const both = await Promise.all([call(base, 'POST', '/internal/dead-letters/replay', { limit: 2 }), call(base, 'POST', '/internal/dead-letters/replay', { limit: 2 })]);
    const statuses = both.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 200)!.body).toEqual({ replayed: 2, skipped: 0 });
    expect(await ids()).toEqual([events[2]!.id, tired.id]);

    expect((await call(base, 'POST', '/internal/dead-letters/replay', { limit: 100 })).body).toEqual({ replayed: 1, skipped: 1 });
    expect(await ids()).toEqual([tired.id]);
    expect((await call(base, 'POST', '/internal/dead-letters/replay', { limit: 100, force: true })).body).toEqual({ replayed: 1, skipped: 0 });
    expect(await ids()).toEqual([]);
  });

  it('when the caller has no service credential or sends a bad bound, then it is refused and nothing moves', async () => {
    const base = await serve('bounded');
    await park('bounded', [newEvent('test', failing, { n: 9 })]);
    expect((await call(base, 'GET', '/internal/dead-letters', undefined, null)).status).toBe(401);
    expect((await call(base, 'POST', '/internal/dead-letters/replay', {}, null)).status).toBe(401);
    expect((await call(base, 'POST', '/internal/dead-letters/replay', { limit: 0 })).status).toBe(400);
    expect((await call(base, 'POST', '/internal/dead-letters/replay', { force: 'yes' })).status).toBe(400);
    expect((await call(base, 'GET', '/internal/dead-letters?limit=1000')).status).toBe(400);
    expect((await call(base, 'GET', '/internal/dead-letters')).body['count']).toBe(1);
  });
});
