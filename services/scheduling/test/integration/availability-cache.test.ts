import { createLogger, createRedis, type Redis, type RunningService } from '@rto/kit';
import { eventually, TcpProxy, testEnvironment, uniqueSuffix } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadSchedulingConfig, startScheduling } from '@rto/scheduling';
import { addDays, bookableWindow, monthOf } from '../../src/domain/slots';
import { createAvailabilityCache, STALE_MARK_MS, type BookedSlot } from '../../src/store/availability.cache';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { callInternal } from '../support/internal-api';

/**
 * The availability cache against the real Redis: exact after every claim and release, also seen from a second
 * instance; never storing a rebuild that raced a change; and answers that stay right while its Redis is away and
 * after it comes back. The cache's Redis is reached through a proxy the tests can cut (sessions keep the real one).
 */

const SCHEDULE = { timeZone: 'America/Indiana/Indianapolis', deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365 };
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const cacheRedis = new TcpProxy(new URL(redisUrl).hostname, Number(new URL(redisUrl).port || 6379));

let stack: TestStack;
let second: RunningService;
let redis: Redis;
let customer: RegisteredCustomer;

beforeAll(async () => {
  await cacheRedis.up();
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      scheduling: (env) => startScheduling(loadSchedulingConfig(env)),
    },
    env: { AVAILABILITY_REDIS_URL: cacheRedis.rewrite(redisUrl) },
  });
  // A second instance on the same database, namespace and Redis (directly): what the first changes, it must see.
  second = await startScheduling(loadSchedulingConfig(testEnvironment(stack.namespace, `scheduling-${stack.suffix}`)));
  redis = createRedis(redisUrl, stack.namespace);
  customer = await stack.registerCustomer({ email: stack.email('cache') });
});

afterAll(async () => {
  await second?.stop();
  await stack?.stop();
  redis?.disconnect();
  await cacheRedis.down();
});

let nextDay = 3;
const freshDay = () => addDays(bookableWindow(new Date(), SCHEDULE).today, nextDay++);
let orders = 0;
const newOrderId = () => `cache-${stack.suffix}-${++orders}`;

async function claim(deliveryDate: string, deliveryTime: string, orderId = newOrderId()) {
  const answer = await callInternal(stack.services['scheduling']!.url, 'POST', '/internal/bookings', { orderId, customerId: customer.id, deliveryDate, deliveryTime });
  expect(answer.status).toBe(201);
  return orderId;
}

async function release(orderId: string) {
  expect((await callInternal(stack.services['scheduling']!.url, 'DELETE', `/internal/bookings/${orderId}`)).status).toBe(200);
}

/** The booked slots through the gateway (the first instance), or straight from the second instance. */
async function bookedSlots(from: 'gateway' | 'second' = 'gateway'): Promise<BookedSlot[]> {
  if (from === 'gateway') {
    const answer = await stack.call<{ orders: BookedSlot[] }>('GET', '/verifyCalandar', { token: customer.token });
    expect(answer.status).toBe(200);
    return answer.body.orders;
  }
  const response = await fetch(`${second.url}/verifyCalandar`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { orders: BookedSlot[] }).orders;
}

const monthKey = (date: string) => `scheduling:availability:${monthOf(date)}`;

describe('the cache while Redis answers', () => {
  it('when a month is read, then Redis keeps an exact copy of it: every booked slot, and the mark that it is complete', async () => {
    const date = freshDay();
    await claim(date, '8:00 AM');
    const hash = await eventually(async () => {
      // Read until a read fills the cache (the first ones, while its connection is still opening, read the database).
      expect(await bookedSlots()).toContainEqual({ deliveryDate: date, deliveryTime: '8:00 AM' });
      const stored = await redis.hgetall(monthKey(date));
      expect(stored['~ready']).toBe('1');
      return stored;
    });
    expect(hash[`${date}|8:00 AM`]).toBe('1');
    expect(Object.keys(hash).some((field) => field.startsWith('~pending:'))).toBe(false);
    expect(await redis.ttl(monthKey(date))).toBeGreaterThan(0);
  });

  it('when one instance claims and releases, then the other instance’s cached calendar shows each at once', async () => {
    const date = freshDay();
    const slot = { deliveryDate: date, deliveryTime: '9:00 AM' };
    // The month is cached (the second instance reads it, and so fills it).
    await eventually(async () => {
      await bookedSlots('second');
      expect(await redis.hget(monthKey(date), '~ready')).toBe('1');
    });

    const orderId = await claim(date, '9:00 AM');
    expect(await bookedSlots('second')).toContainEqual(slot);
    await release(orderId);
    expect(await bookedSlots('second')).not.toContainEqual(slot);
    expect(await bookedSlots('gateway')).not.toContainEqual(slot);
  });
});

describe("the cache's rules, on the real Redis", () => {
  const logger = createLogger('scheduling', 'silent');
  let clock = Date.now();
  let cacheClient: Redis;
  const month = '2031-03';
  const slot = { deliveryDate: '2031-03-14', deliveryTime: '3:00 PM' };

  beforeAll(async () => {
    cacheClient = createRedis(redisUrl, `test-${uniqueSuffix()}.`, { whileDisconnected: 'fail' });
    // It fails at once until connected (the database answers then): these tests are about a connected cache.
    await new Promise((ready) => cacheClient.once('ready', ready));
  });
  afterAll(() => cacheClient.disconnect());

  const newCache = () => createAvailabilityCache(cacheClient, logger, { ttlSeconds: 60, now: () => clock });

  it('when a rebuild read the database before a claim and finishes after it, then what it read is not stored, and the next read sees the claim', async () => {
    const cache = newCache();
    let database: BookedSlot[] = [];
    let releaseRead!: () => void;
    let readStarted!: () => void;
    const started = new Promise<void>((resolve) => (readStarted = resolve));
    const slowRead = cache.bookedIn([month], async () => {
      const seen = [...database];
      readStarted();
      await new Promise<void>((resolve) => (releaseRead = resolve));
      return seen;
    });
    await started;

    // A claim lands while the rebuild holds its (now old) read.
    const change = await cache.beginChange(slot);
    database = [slot];
    await change.finish('booked');
    releaseRead();
    // Its own caller gets what it read (the claim was not finished when it asked), but Redis must not keep it.
    expect(await slowRead).toEqual([[]]);

    let reads = 0;
    const next = await cache.bookedIn([month], async () => {
      reads++;
      return [...database];
    });
    expect(next).toEqual([[slot]]);
    // Served from the database (the stale rebuild was refused), and stored now: a third read needs no database.
    expect(reads).toBe(1);
    const mustNotRead = async (): Promise<BookedSlot[]> => {
      throw new Error('read the database although Redis holds the month');
    };
    expect(await cache.bookedIn([month], mustNotRead)).toEqual([[slot]]);
  });

  it('when a change began but never finished (its process died), then readers skip the month until the mark is stale, then rebuild it', async () => {
    const cache = newCache();
    const otherMonth = '2031-04';
    const other = { deliveryDate: '2031-04-02', deliveryTime: '8:00 AM' };
    let database: BookedSlot[] = [];
    const load = jest.fn(async () => [...database]);
    await cache.bookedIn([otherMonth], load); // cached, empty

    await cache.beginChange(other); // ... and the process dies after writing the database
    database = [other];
    expect(await cache.bookedIn([otherMonth], load)).toEqual([[other]]);
    expect(await cache.bookedIn([otherMonth], load)).toEqual([[other]]);
    expect(load).toHaveBeenCalledTimes(3);

    clock += STALE_MARK_MS + 1;
    expect(await cache.bookedIn([otherMonth], load)).toEqual([[other]]);
    expect(load).toHaveBeenCalledTimes(4);
    expect(await cache.bookedIn([otherMonth], load)).toEqual([[other]]);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe("when the cache's Redis is away", () => {
  let away = false;
  const cut = async () => {
    away = true;
    await cacheRedis.down();
  };
  const restore = async () => {
    if (away) await cacheRedis.up();
    away = false;
  };
  afterEach(restore);

  it('when Redis is cut, then claims and releases still work and the calendar, from the database, stays exact; once back, it is exact too', async () => {
    const date = freshDay();
    const kept = await claim(date, '10:00 AM');
    // The month is cached before the outage.
    await eventually(async () => {
      expect(await bookedSlots()).toContainEqual({ deliveryDate: date, deliveryTime: '10:00 AM' });
      expect(await redis.hget(monthKey(date), '~ready')).toBe('1');
    });

    await cut();
    const during = await claim(date, '11:00 AM');
    const orders = await bookedSlots();
    expect(orders).toContainEqual({ deliveryDate: date, deliveryTime: '10:00 AM' });
    expect(orders).toContainEqual({ deliveryDate: date, deliveryTime: '11:00 AM' });
    await release(kept);
    expect(await bookedSlots()).not.toContainEqual({ deliveryDate: date, deliveryTime: '10:00 AM' });
    // Redis still holds the month as it was before the outage: it must never be served as it is.
    expect(await redis.hget(monthKey(date), `${date}|10:00 AM`)).toBe('1');

    await restore();
    // From the first answer after Redis is back, and while the cache fills again: exact.
    await eventually(async () => {
      const now = await bookedSlots();
      expect(now).toContainEqual({ deliveryDate: date, deliveryTime: '11:00 AM' });
      expect(now).not.toContainEqual({ deliveryDate: date, deliveryTime: '10:00 AM' });
      const hash = await redis.hgetall(monthKey(date));
      expect(hash['~ready']).toBe('1');
      expect(hash[`${date}|11:00 AM`]).toBe('1');
      expect(hash[`${date}|10:00 AM`]).toBeUndefined();
    }, 15_000);
    await release(during);
    expect(await bookedSlots()).not.toContainEqual({ deliveryDate: date, deliveryTime: '11:00 AM' });
  });

  it('when Redis is away, then every answer of the calendar is exact at each step (checked on every read)', async () => {
    const date = freshDay();
    await bookedSlots();
    await cut();
    const expected = new Set<string>();
    for (const time of ['8:00 AM', '9:00 AM', '10:00 AM']) {
      const orderId = await claim(date, time);
      expected.add(time);
      expect(new Set((await bookedSlots()).filter((slot) => slot.deliveryDate === date).map((slot) => slot.deliveryTime))).toEqual(expected);
      if (time === '9:00 AM') {
        await release(orderId);
        expected.delete(time);
        expect(new Set((await bookedSlots()).filter((slot) => slot.deliveryDate === date).map((slot) => slot.deliveryTime))).toEqual(expected);
      }
    }
  });
});
