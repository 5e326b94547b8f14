import type { Connection } from '@rto/kit';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadSchedulingConfig, startScheduling } from '@rto/scheduling';
import type { z } from 'zod';
import { addDays, bookableWindow, weekdayOf } from '../../src/domain/slots';
import type { internalBooking } from '@rto/contracts';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { callInternal, serviceToken } from '../support/internal-api';

/**
 * scheduling behind the real gateway, with identity for customers: the calendar and geocoding as the delivery page
 * calls them, and the internal API as order will call it (a service credential, straight to the service).
 * Deliveries here are Monday to Saturday, so that a Sunday can be refused.
 */

const TIME_ZONE = 'America/Indiana/Indianapolis';
const SCHEDULE = { timeZone: TIME_ZONE, deliveryDays: [1, 2, 3, 4, 5, 6], horizonDays: 365 };

let stack: TestStack;
let database: Connection;
let customer: RegisteredCustomer;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      scheduling: (env) => startScheduling(loadSchedulingConfig(env)),
    },
    env: { DELIVERY_DAYS: 'Mon,Tue,Wed,Thu,Fri,Sat', DELIVERY_TIME_ZONE: TIME_ZONE },
  });
  database = await stack.database('scheduling');
  customer = await stack.registerCustomer({ email: stack.email('scheduling') });
});

afterAll(async () => {
  await stack?.stop();
});

type Booking = z.input<typeof internalBooking>;

interface CalendarView {
  orders: Array<{ deliveryDate: string; deliveryTime: string }>;
  today: string;
  lastDay: string;
  timeZone: string;
  deliveryDays: number[];
  slots: string[];
}

let nextDay = 2;
/** A delivery day of its own for each test (never a Sunday): tests never share a slot. */
function freshDeliveryDay(): string {
  const { today } = bookableWindow(new Date(), SCHEDULE);
  for (;;) {
    const date = addDays(today, nextDay++);
    if (weekdayOf(date) !== 0) return date;
  }
}

let orderCount = 0;
const newOrderId = (label = 'order') => `${label}-${stack.suffix}-${++orderCount}`;

/** A call to scheduling's internal API, as order makes it. */
const internal = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, authorization?: string | null) =>
  callInternal<T>(stack.services['scheduling']!.url, method, path, body, authorization);

const claim = (request: Record<string, unknown>) => internal<{ booking: Booking; error?: string }>('POST', '/internal/bookings', { customerId: customer.id, ...request });
const release = (orderId: string) => internal<{ booking: Booking; error?: string }>('DELETE', `/internal/bookings/${orderId}`);
const calendar = (token = customer.token) => stack.call<CalendarView>('GET', '/verifyCalandar', { token });

describe('claiming a slot', () => {
  it('when 20 orders claim the same slot at once, then exactly one gets it and 19 get a JSON 409', async () => {
    const deliveryDate = freshDeliveryDay();
    const orders = Array.from({ length: 20 }, () => newOrderId('race'));
    const answers = await Promise.all(orders.map((orderId) => claim({ orderId, deliveryDate, deliveryTime: '3:00 PM' })));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body).toEqual({ error: 'This time slot is already booked' });

    const winner = orders[answers.findIndex((answer) => answer.status === 201)]!;
    expect(await database.collection('bookings').countDocuments({ deliveryDate, deliveryTime: '3:00 PM', status: 'active' })).toBe(1);
    expect(await database.collection('bookings').countDocuments({ orderId: { $in: orders.filter((orderId) => orderId !== winner) } })).toBe(0);
    await stack.probe.waitFor('delivery.booked', (event) => (event.data as { orderId: string }).orderId === winner);
  });

  it('when an order claims a free slot, then 201 with the booking, and delivery.booked tells who holds which slot', async () => {
    const deliveryDate = freshDeliveryDay();
    const orderId = newOrderId();
    const claimed = await claim({ orderId, deliveryDate, deliveryTime: '9:00 AM', locationName: 'Indianapolis, Indiana', location: { lat: 39.77, lng: -86.16 } });
    expect(claimed.status).toBe(201);
    expect(claimed.body.booking).toMatchObject({ orderId, customerId: customer.id, deliveryDate, deliveryTime: '9:00 AM', status: 'active', locationName: 'Indianapolis, Indiana', location: { lat: 39.77, lng: -86.16 } });

    const looked = await internal<{ booking: Booking }>('GET', `/internal/bookings/${orderId}`);
    expect(looked.status).toBe(200);
    expect(looked.body.booking).toEqual(claimed.body.booking);

    const event = await stack.probe.waitFor('delivery.booked', (e) => (e.data as { orderId: string }).orderId === orderId);
    expect(event).toMatchObject({ source: 'scheduling', data: { orderId, customerId: customer.id, deliveryDate, deliveryTime: '9:00 AM', revision: 1 } });
  });

  it('when the same order retries its claim (one after the other, and at once), then it is the same booking, written and announced once', async () => {
    const deliveryDate = freshDeliveryDay();
    const orderId = newOrderId('retry');
    const first = await claim({ orderId, deliveryDate, deliveryTime: '10:00 AM' });
    expect(first.status).toBe(201);
    const again = await claim({ orderId, deliveryDate, deliveryTime: '10:00 AM' });
    expect(again.status).toBe(200);
    expect(again.body.booking).toEqual(first.body.booking);
    const atOnce = await Promise.all([1, 2, 3].map(() => claim({ orderId, deliveryDate, deliveryTime: '10:00 AM' })));
    expect(atOnce.map((answer) => answer.status)).toEqual([200, 200, 200]);

    expect(await database.collection('bookings').countDocuments({ orderId })).toBe(1);
    // The release is published after the booking (one document's outbox, in order): once it is seen, so is every booking event.
    expect((await release(orderId)).status).toBe(200);
    await stack.probe.waitFor('delivery.released', (event) => (event.data as { orderId: string }).orderId === orderId);
    expect(stack.probe.all('delivery.booked').filter((event) => (event.data as { orderId: string }).orderId === orderId)).toHaveLength(1);
  });

  it('when an order holding a slot claims another, then 409 says to release it first, and its slot stays', async () => {
    const deliveryDate = freshDeliveryDay();
    const orderId = newOrderId();
    await claim({ orderId, deliveryDate, deliveryTime: '11:00 AM' });
    const other = await claim({ orderId, deliveryDate, deliveryTime: '12:00 PM' });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(`This order already has a delivery booked for ${deliveryDate} at 11:00 AM; release it first`);
    expect((await internal<{ booking: Booking }>('GET', `/internal/bookings/${orderId}`)).body.booking.deliveryTime).toBe('11:00 AM');
  });

  it('when a slot is released, then another order can book it, and the first order may book again elsewhere', async () => {
    const deliveryDate = freshDeliveryDay();
    const first = newOrderId();
    await claim({ orderId: first, deliveryDate, deliveryTime: '1:00 PM' });
    const released = await release(first);
    expect(released.status).toBe(200);
    expect(released.body.booking).toMatchObject({ orderId: first, status: 'released' });
    // Idempotent: releasing again changes nothing and announces nothing.
    expect((await release(first)).body.booking.status).toBe('released');

    const second = newOrderId();
    expect((await claim({ orderId: second, deliveryDate, deliveryTime: '1:00 PM' })).status).toBe(201);
    // The first order's old slot is someone else's now; another one is free.
    expect((await claim({ orderId: first, deliveryDate, deliveryTime: '1:00 PM' })).status).toBe(409);
    const moved = await claim({ orderId: first, deliveryDate, deliveryTime: '2:00 PM' });
    expect(moved.status).toBe(201);
    expect(moved.body.booking).toMatchObject({ status: 'active', deliveryTime: '2:00 PM' });

    await stack.probe.waitFor('delivery.booked', (e) => (e.data as { orderId: string; revision: number }).orderId === first && (e.data as { revision: number }).revision === 3);
    expect(stack.probe.all('delivery.released').filter((event) => (event.data as { orderId: string }).orderId === first)).toHaveLength(1);
  });

  it('when an unknown order is released or looked up, then 404 in JSON', async () => {
    for (const method of ['DELETE', 'GET']) {
      const answer = await internal(method, `/internal/bookings/${newOrderId('nobody')}`);
      expect(answer).toEqual({ status: 404, body: { error: 'This order has no delivery booked' } });
    }
  });
});

describe('what a claim refuses', () => {
  const { today } = bookableWindow(new Date(), SCHEDULE);
  const sunday = (() => {
    for (let offset = 1; ; offset++) if (weekdayOf(addDays(today, offset)) === 0) return addDays(today, offset);
  })();

  it.each([
    [{ deliveryDate: addDays(today, 3), deliveryTime: '8:00 PM' }, 'Delivery time must be one of the 12 delivery slots, 8:00 AM to 7:00 PM'],
    [{ deliveryDate: addDays(today, 3), deliveryTime: '15:00' }, 'Delivery time must be one of the 12 delivery slots, 8:00 AM to 7:00 PM'],
    [{ deliveryDate: 'tomorrow', deliveryTime: '3:00 PM' }, 'Delivery date must be a date like 2030-06-30'],
    [{ deliveryDate: addDays(today, 3), deliveryTime: '3:00 PM', location: { lat: 91, lng: 0 } }, 'location.lat must be a latitude between -90 and 90'],
    [{ deliveryDate: { $gt: '' }, deliveryTime: '3:00 PM' }, 'Delivery date must be a date like 2030-06-30'],
  ])('when a claim asks for %j, then 400 says "%s" and nothing is booked', async (request, error) => {
    const orderId = newOrderId('refused');
    const answer = await claim({ orderId, ...request });
    expect(answer).toEqual({ status: 400, body: { error } });
    expect(await database.collection('bookings').countDocuments({ orderId })).toBe(0);
  });

  it.each([
    [{ deliveryDate: addDays(today, -1), deliveryTime: '3:00 PM' }, 'This delivery date has passed, please choose another date'],
    [{ deliveryDate: sunday, deliveryTime: '3:00 PM' }, 'We do not deliver on Sundays'],
    [{ deliveryDate: '2030-02-30', deliveryTime: '3:00 PM' }, 'Delivery date must be a date like 2030-06-30'],
    [{ deliveryDate: addDays(today, 400), deliveryTime: '3:00 PM' }, 'Deliveries can be booked at most 365 days ahead'],
  ])('when a claim asks for %j, which the slot rules refuse, then 422 (declared) says "%s" and nothing is booked', async (request, error) => {
    const orderId = newOrderId('refused');
    const answer = await claim({ orderId, ...request });
    expect(answer).toEqual({ status: 422, body: { error } });
    expect(await database.collection('bookings').countDocuments({ orderId })).toBe(0);
  });

  it('when a claim lacks its order or customer, or the ids are not ids, then 400 names it', async () => {
    const slot = { deliveryDate: addDays(today, 3), deliveryTime: '3:00 PM' };
    expect((await internal('POST', '/internal/bookings', { customerId: customer.id, ...slot })).body).toEqual({ error: 'An order id is required' });
    expect((await internal('POST', '/internal/bookings', { orderId: newOrderId(), ...slot })).body).toEqual({ error: 'A customer id is required' });
    expect((await internal('POST', '/internal/bookings', { orderId: 'a/b', customerId: customer.id, ...slot })).body).toEqual({ error: 'An order id may hold only letters, digits and _ . : -' });
  });
});

describe('the internal API is for services only', () => {
  const slot = () => ({ orderId: newOrderId('intruder'), customerId: 'someone', deliveryDate: freshDeliveryDay(), deliveryTime: '3:00 PM' });

  it('when a claim comes without a credential or with a customer token, then 401 and nothing is booked', async () => {
    for (const authorization of [null, `Bearer ${customer.token}`, 'Bearer not-a-token']) {
      const request = slot();
      const answer = await internal('POST', '/internal/bookings', request, authorization);
      expect(answer).toEqual({ status: 401, body: { error: 'Service credentials required' } });
      expect(await database.collection('bookings').countDocuments({ orderId: request.orderId })).toBe(0);
    }
    expect((await internal('GET', '/internal/openapi.json', undefined, `Bearer ${customer.token}`)).status).toBe(401);
  });

  it('when the internal paths are asked through the gateway, then they are not routed (404), even with a service token', async () => {
    for (const [method, path] of [['POST', '/internal/bookings'], ['GET', '/internal/bookings/x'], ['DELETE', '/internal/bookings/x'], ['GET', '/internal/openapi.json']] as const) {
      const answer = await stack.call(method, path, { token: serviceToken(), ...(method === 'POST' ? { body: slot() } : {}) });
      expect(answer.status).toBe(404);
      expect(answer.body).toHaveProperty('error');
    }
  });

  it("when a service asks for scheduling's internal API document, then it lists the booking and the visit routes", async () => {
    const document = await internal<{ info: { title: string }; paths: Record<string, unknown> }>('GET', '/internal/openapi.json');
    expect(document.body.info.title).toBe('scheduling: internal API');
    expect(Object.keys(document.body.paths).sort()).toEqual(['/internal/bookings', '/internal/bookings/{orderId}', '/internal/visits', '/internal/visits/{visitId}']);
  });
});

describe('the delivery calendar (GET /verifyCalandar)', () => {
  it('when a slot is claimed, then the calendar shows it at once (read before, to be cached); when released, it is gone at once', async () => {
    const deliveryDate = freshDeliveryDay();
    const slot = { deliveryDate, deliveryTime: '4:00 PM' };
    expect((await calendar()).body.orders).not.toContainEqual(slot);
    // Read twice: the second is the cached copy of the month.
    expect((await calendar()).body.orders).not.toContainEqual(slot);

    const orderId = newOrderId('shown');
    expect((await claim({ orderId, ...slot })).status).toBe(201);
    expect((await calendar()).body.orders).toContainEqual(slot);
    expect((await calendar()).body.orders).toContainEqual(slot);

    expect((await release(orderId)).status).toBe(200);
    expect((await calendar()).body.orders).not.toContainEqual(slot);
    expect((await calendar()).body.orders).not.toContainEqual(slot);
  });

  it("when a customer reads the calendar, then it holds dates and times only (another customer's booking, but nothing of theirs) and the rules of the calendar", async () => {
    const deliveryDate = freshDeliveryDay();
    const orderId = newOrderId('private');
    await claim({ orderId, customerId: 'another-customer-0123', deliveryDate, deliveryTime: '5:00 PM', locationName: '12 Secret Lane, Carmel, IN', location: { lat: 39.97, lng: -86.12 } });
    const reader = await stack.registerCustomer({ email: stack.email('reader') });

    const answer = await calendar(reader.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(answer.body).sort()).toEqual(['deliveryDays', 'firstDay', 'lastDay', 'leadHours', 'orders', 'slots', 'timeZone', 'today']);
    for (const order of answer.body.orders) expect(Object.keys(order).sort()).toEqual(['deliveryDate', 'deliveryTime']);
    expect(answer.body.orders).toContainEqual({ deliveryDate, deliveryTime: '5:00 PM' });
    const text = JSON.stringify(answer.body);
    for (const secret of [orderId, 'another-customer-0123', 'Secret Lane', '39.97']) expect(text).not.toContain(secret);

    const { today, lastDay } = bookableWindow(new Date(), SCHEDULE);
    expect(answer.body).toMatchObject({ today, lastDay, timeZone: TIME_ZONE, deliveryDays: [1, 2, 3, 4, 5, 6] });
    expect(answer.body.slots).toHaveLength(12);
    expect(answer.body.orders.every((order) => order.deliveryDate >= today)).toBe(true);
    // In date and hour order.
    const keys = answer.body.orders.map((order) => `${order.deliveryDate} ${String(answer.body.slots.indexOf(order.deliveryTime)).padStart(2, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('when the calendar is asked without a token, then 401 in JSON', async () => {
    const answer = await stack.call('GET', '/verifyCalandar');
    expect(answer.status).toBe(401);
    expect(answer.body).toHaveProperty('error');
  });
});

describe('geocoding (GET /geocode), offline', () => {
  interface Found {
    results: Array<{ id: string; name: string; placeName: string; lat: number; lng: number; kind: string }>;
  }
  const geocode = (query: string) => stack.call<Found>('GET', `/geocode?${query}`, { token: customer.token });

  // First in this block: the service indexes its places on the first search, and these two wait for the one build.
  it('when the first searches since the start come at once, then each gets its own answer', async () => {
    const [city, zip] = await Promise.all([geocode('q=Indianapolis'), geocode('q=46204')]);
    expect([city.status, zip.status]).toEqual([200, 200]);
    expect(city.body.results[0]).toMatchObject({ name: 'Indianapolis', kind: 'place' });
    expect(zip.body.results[0]).toMatchObject({ name: '46204', kind: 'postcode' });
  });

  it('when a city, a ZIP code or "City, ST" is searched, then it is found', async () => {
    const city = await geocode('q=Indianapolis');
    expect(city.status).toBe(200);
    expect(city.body.results[0]).toMatchObject({ name: 'Indianapolis', placeName: 'Indianapolis, Indiana, United States', kind: 'place' });
    expect((await geocode('q=46204')).body.results[0]).toMatchObject({ name: '46204', kind: 'postcode' });
    expect((await geocode(`q=${encodeURIComponent('Springfield, IL')}`)).body.results[0]?.placeName).toBe('Springfield, Illinois, United States');
  });

  it('when a search matches many, then at most 8 come back, or the limit asked for', async () => {
    expect((await geocode('q=san')).body.results).toHaveLength(8);
    expect((await geocode('q=san&limit=2')).body.results).toHaveLength(2);
  });

  it('when a position is given, then the nearest place comes first', async () => {
    const found = await geocode('lat=39.7684&lng=-86.1581');
    expect(found.status).toBe(200);
    expect(found.body.results[0]?.placeName).toBe('Indianapolis, Indiana, United States');
  });

  it.each([
    ['', 'Give a place to search for (q) or a position (lat and lng)'],
    ['q=', 'Please type a place to search for'],
    ['q=%20%20', 'Please type a place to search for'],
    [`q=${'a'.repeat(101)}`, 'A search must be at most 100 characters'],
    ['q=a&q=b', 'q must be text'],
    ['q=a&limit=9', 'limit must be a whole number from 1 to 8'],
    ['q=a&limit=0', 'limit must be a whole number from 1 to 8'],
    ['lat=39.7', 'A position needs both lat and lng'],
    ['lat=91&lng=0', 'lat must be a latitude between -90 and 90'],
    ['lat=&lng=', 'lat must be a latitude between -90 and 90'],
    ['lat=1e3&lng=0', 'lat must be a latitude between -90 and 90'],
    ['lat=10&lng=-181', 'lng must be a longitude between -180 and 180'],
    ['q=Indy&lat=1&lng=1', 'Search by text (q) or by position (lat and lng), not both'],
  ])('when /geocode?%s is asked, then 400 says "%s"', async (query, error) => {
    const answer = await geocode(query);
    expect(answer).toMatchObject({ status: 400, body: { error } });
  });

  it('when /geocode is asked without a token, then 401', async () => {
    expect((await stack.call('GET', '/geocode?q=Indianapolis')).status).toBe(401);
  });
});
