import amqp from 'amqplib';
import { brokerUserOfUrl, mainQueueArguments, topologyFor } from '@rto/kit';
import { freePort } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * The admin's dead-letter view and replay through the real gateway (notification asking each service's kit route):
 * admins only, a service that does not answer is a row 'unknown', a replay keeps its bound even sent twice at once,
 * and bad input changes nothing.
 */

const ADMIN = { email: 'dead-letter-admin@example.com', password: 'dead-letter-admin-password' };

interface Row {
  service: string;
  status: 'ok' | 'unknown';
  count: number | null;
  reasons: Array<{ type: string; reason: string; count: number }>;
  firstSeen: string | null;
}

let stack: TestStack;
let adminToken: string;
let customer: RegisteredCustomer;

beforeAll(async () => {
  // The services this test does not start answer nowhere: a port nobody listens on.
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  const down = Object.fromEntries(['CATALOG', 'CART', 'SCHEDULING', 'BILLING', 'ORDER'].map((name) => [`${name}_URL`, nowhere]));
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...down },
  });
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  customer = await stack.registerCustomer();
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

/** Parks `count` events in identity's dead-letter queue, as its consumer would have. */
async function parkInIdentity(count: number): Promise<void> {
  const url = process.env['AMQP_URL']!;
  const topology = topologyFor('identity', stack.namespace);
  const connection = await amqp.connect(url);
  const channel = await connection.createConfirmChannel();
  await channel.assertQueue(topology.queue, { durable: true, arguments: mainQueueArguments(topology) });
  await channel.assertQueue(topology.deadQueue, { durable: true });
  for (let n = 0; n < count; n += 1) {
    channel.sendToQueue(topology.deadQueue, Buffer.from(JSON.stringify({ id: `parked-${n}` })), {
      persistent: true,
      messageId: `parked-${n}-${stack.suffix}`,
      type: 'order.placed',
      userId: brokerUserOfUrl(url),
      headers: { 'x-death-reason': 'failed 6 time(s): mail server down', 'x-dead-lettered-at': '2026-11-20T08:00:00.000Z' },
    });
  }
  await channel.waitForConfirms();
  await connection.close();
}

async function identityDeadCount(): Promise<number> {
  const connection = await amqp.connect(process.env['AMQP_URL']!);
  try {
    const channel = await connection.createChannel();
    return (await channel.checkQueue(topologyFor('identity', stack.namespace).deadQueue)).messageCount;
  } finally {
    await connection.close();
  }
}

const rows = async () => {
  const answer = await stack.call<{ services: Row[] }>('GET', '/getDeadLetters', { token: adminToken });
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.services.map((row) => [row.service, row]));
};

describe('GET /getDeadLetters and POST /replayDeadLetters', () => {
  it('when called without a token or with a customer\'s, then 401 / 403 and nothing moves', async () => {
    await parkInIdentity(1);
    expect((await stack.call('GET', '/getDeadLetters')).status).toBe(401);
    expect((await stack.call('POST', '/replayDeadLetters', { body: { service: 'identity' } })).status).toBe(401);
    expect((await stack.call('GET', '/getDeadLetters', { token: customer.token })).status).toBe(403);
    expect((await stack.call('POST', '/replayDeadLetters', { token: customer.token, body: { service: 'identity', force: true } })).status).toBe(403);
    expect(await identityDeadCount()).toBe(1);
  });

  it('when an admin looks, then each service has a row: its count, reasons and first seen, and a service that is down is unknown', async () => {
    const byService = await rows();
    expect(Object.keys(byService).sort()).toEqual(['billing', 'cart', 'catalog', 'identity', 'notification', 'order', 'scheduling']);
    expect(byService['identity']).toEqual({
      service: 'identity',
      status: 'ok',
      count: 1,
      reasons: [{ type: 'order.placed', reason: 'failed 6 time(s): mail server down', count: 1 }],
      firstSeen: '2026-11-20T08:00:00.000Z',
    });
    expect(byService['notification']).toMatchObject({ status: 'ok', count: 0, reasons: [], firstSeen: null });
    for (const service of ['catalog', 'cart', 'scheduling', 'billing', 'order']) {
      expect(byService[service]).toEqual({ service, status: 'unknown', count: null, reasons: [], firstSeen: null });
    }
  });

  it('when bad input is sent, then 400 with a clear error and nothing is replayed; a service that is down answers 503', async () => {
    const bad = [{}, { service: 'nope' }, { service: 'identity', limit: 0 }, { service: 'identity', limit: 1001 }, { service: 'identity', force: 'yes' }, { service: 'identity', limit: 1.5 }];
    for (const body of bad) {
      const answer = await stack.call<{ error: string }>('POST', '/replayDeadLetters', { token: adminToken, body });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await identityDeadCount()).toBe(1);
    expect((await stack.call('POST', '/replayDeadLetters', { token: adminToken, body: { service: 'billing' } })).status).toBe(503);
  });

  it('when the same replay is sent twice at once, then no more than its limit is replayed', async () => {
    await parkInIdentity(3);
    expect(await identityDeadCount()).toBe(4);
    const replay = () => stack.call<{ service: string; replayed: number; skipped: number }>('POST', '/replayDeadLetters', { token: adminToken, body: { service: 'identity', limit: 2 } });
    const answers = await Promise.all([replay(), replay()]);
    const replayed = answers.filter((answer) => answer.status === 200).reduce((sum, answer) => sum + answer.body.replayed, 0);
    expect(replayed).toBeLessThanOrEqual(2);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toEqual({ service: 'identity', replayed: 2, skipped: 0 });
    expect(await identityDeadCount()).toBe(2);
    expect((await rows())['identity']!.count).toBe(2);
  });
});
