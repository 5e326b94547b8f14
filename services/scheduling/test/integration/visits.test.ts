import { connectMongo, createLogger, newEvent, type Connection } from '@rto/kit';
import { eventually, publishAsOwner, testDatabaseUrl, testEnvironment } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadSchedulingConfig, startScheduling } from '@rto/scheduling';
import type { z } from 'zod';
import { userDeleted, type internalBooking } from '@rto/contracts';
import { addDays, bookableWindow, hourOfSlot, leadTimeMessage, PAST_SLOT_MESSAGE } from '../../src/domain/slots';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { callInternal, serviceToken } from '../support/internal-api';
import { createSchedulingClient } from '../../../order/src/adapters/scheduling.client';

/**
 * Repairs and pickups are visits on the crew's one calendar, beside deliveries (POST /internal/visits): one visit a
 * slot whatever its kind, the delivery's slot rules and lead time, one booking per visit id. Real scheduling behind
 * the real gateway (the calendar), its internal API called as order calls it.
 */

const TIME_ZONE = 'America/Indiana/Indianapolis';

type Booking = z.input<typeof internalBooking>;
type Answer = { booking: Booking; error?: string };
interface BookingFacts {
  orderId: string;
  visitId?: string;
  kind?: string;
  deliveryDate: string;
  deliveryTime: string;
}

let stack: TestStack;
let database: Connection;
let customer: RegisteredCustomer;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      scheduling: (env) => startScheduling(loadSchedulingConfig(env)),
    },
    env: { DELIVERY_TIME_ZONE: TIME_ZONE },
  });
  database = await stack.database('scheduling');
  customer = await stack.registerCustomer({ email: stack.email('visits') });
});

afterAll(async () => {
  await stack?.stop();
});

const today = () => bookableWindow(new Date(), { timeZone: TIME_ZONE, deliveryDays: [], horizonDays: 365 }).today;
let nextDay = 3;
/** A day of its own for each test, past the lead time: tests never share a slot. */
const freshDay = () => addDays(today(), nextDay++);
let count = 0;
const newId = (label: string) => `${label}-${stack.suffix}-${++count}`;

const internal = (method: string, path: string, body?: unknown, authorization?: string | null) => callInternal<Answer>(stack.services['scheduling']!.url, method, path, body, authorization);
const claimDelivery = (orderId: string, deliveryDate: string, deliveryTime: string) =>
  internal('POST', '/internal/bookings', { orderId, customerId: customer.id, deliveryDate, deliveryTime });
const claimVisit = (visit: { visitId: string; kind: 'repair' | 'pickup'; orderId: string; visitDate: string; visitTime: string }) =>
  internal('POST', '/internal/visits', { customerId: customer.id, ...visit });
const calendar = () => stack.call<{ orders: Array<{ deliveryDate: string; deliveryTime: string }> }>('GET', '/verifyCalandar', { token: customer.token });
const factsOf = (event: { data: unknown }) => event.data as BookingFacts;

describe('visits beside deliveries', () => {
  it("when an order's repair and pickup are booked beside its delivery, then each holds its slot, the calendar shows all three taken, and the facts tell each kind", async () => {
    const day = freshDay();
    const orderId = newId('order');
    const [repairId, pickupId] = [newId('repair'), newId('pickup')];
    // Read first, so that the month is in the availability cache when the visits are booked.
    expect((await calendar()).body.orders.filter((slot) => slot.deliveryDate === day)).toEqual([]);
    expect((await claimDelivery(orderId, day, '8:00 AM')).status).toBe(201);
    const repair = await claimVisit({ visitId: repairId, kind: 'repair', orderId, visitDate: day, visitTime: '10:00 AM' });
    const pickup = await claimVisit({ visitId: pickupId, kind: 'pickup', orderId, visitDate: day, visitTime: '4:00 PM' });
    expect(repair.status).toBe(201);
    expect(repair.body.booking).toMatchObject({ visitId: repairId, kind: 'repair', orderId, customerId: customer.id, deliveryDate: day, deliveryTime: '10:00 AM', status: 'active' });
    expect(pickup).toMatchObject({ status: 201, body: { booking: { visitId: pickupId, kind: 'pickup', deliveryTime: '4:00 PM' } } });

    // The order's booking is still its delivery; each visit is read by its own id.
    expect((await internal('GET', `/internal/bookings/${orderId}`)).body.booking).toMatchObject({ visitId: orderId, kind: 'delivery', deliveryTime: '8:00 AM' });
    expect((await internal('GET', `/internal/visits/${repairId}`)).body.booking).toEqual(repair.body.booking);
    expect(await database.collection('bookings').countDocuments({ orderId, status: 'active' })).toBe(3);

    const taken = (await calendar()).body.orders.filter((slot) => slot.deliveryDate === day).map((slot) => slot.deliveryTime);
    expect(taken).toEqual(['8:00 AM', '10:00 AM', '4:00 PM']);

    const booked = await stack.probe.waitFor('delivery.booked', (event) => factsOf(event).visitId === pickupId);
    expect(booked.data).toMatchObject({ orderId, visitId: pickupId, kind: 'pickup', deliveryDate: day, deliveryTime: '4:00 PM' });
    const delivery = await stack.probe.waitFor('delivery.booked', (event) => factsOf(event).visitId === orderId);
    expect(delivery.data).toMatchObject({ orderId, kind: 'delivery' });
  });

  it("when a visit asks for a delivery's slot, then 409 'This time slot is already booked', and nothing is written for it", async () => {
    const day = freshDay();
    await claimDelivery(newId('order'), day, '9:00 AM');
    const visitId = newId('repair');
    const answer = await claimVisit({ visitId, kind: 'repair', orderId: newId('order'), visitDate: day, visitTime: '9:00 AM' });
    expect(answer).toEqual({ status: 409, body: { error: 'This time slot is already booked' } });
    expect(await database.collection('bookings').countDocuments({ visitId })).toBe(0);
  });

  it('when a visit asks for a slot inside the lead time, then 422 in the words a delivery gets, and nothing is booked', async () => {
    const date = today();
    const visitId = newId('pickup');
    const answer = await claimVisit({ visitId, kind: 'pickup', orderId: newId('order'), visitDate: date, visitTime: '7:00 PM' });
    expect(answer.status).toBe(422);
    const { hour } = bookableWindow(new Date(), { timeZone: TIME_ZONE, deliveryDays: [], horizonDays: 365 });
    expect(answer.body.error).toBe(hour < hourOfSlot('7:00 PM')! ? leadTimeMessage(24, addDays(date, 1)) : PAST_SLOT_MESSAGE);
    expect(await database.collection('bookings').countDocuments({ visitId })).toBe(0);
  });

  it('when the same visit is claimed five times at once, then it is booked once (one 201, the others 200 with the same booking) and told once', async () => {
    const day = freshDay();
    const visit = { visitId: newId('repair'), kind: 'repair' as const, orderId: newId('order'), visitDate: day, visitTime: '11:00 AM' };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => claimVisit(visit)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    for (const answer of answers) expect(answer.body.booking).toEqual(answers[0]!.body.booking);
    expect(await database.collection('bookings').countDocuments({ visitId: visit.visitId })).toBe(1);

    // A release is published after the booking (one document's outbox): once it is seen, so is every booking event.
    expect((await internal('DELETE', `/internal/visits/${visit.visitId}`)).status).toBe(200);
    await stack.probe.waitFor('delivery.released', (event) => factsOf(event).visitId === visit.visitId);
    expect(stack.probe.all('delivery.booked').filter((event) => factsOf(event).visitId === visit.visitId)).toHaveLength(1);
  });

  it('when a visit holding a slot asks for another, or its id is claimed as another kind or for another order, then 409 and it keeps its slot', async () => {
    const day = freshDay();
    const visit = { visitId: newId('pickup'), kind: 'pickup' as const, orderId: newId('order'), visitDate: day, visitTime: '12:00 PM' };
    await claimVisit(visit);
    const other = await claimVisit({ ...visit, visitTime: '1:00 PM' });
    expect(other).toEqual({ status: 409, body: { error: `This pickup visit is already booked for ${day} at 12:00 PM; release it first` } });
    expect((await claimVisit({ ...visit, kind: 'repair' })).status).toBe(409);
    expect((await claimVisit({ ...visit, orderId: newId('order') })).status).toBe(409);
    // A delivery's id is its order's: it is no visit to claim, read or release through the visit routes.
    const orderId = newId('order');
    await claimDelivery(orderId, day, '2:00 PM');
    expect((await claimVisit({ visitId: orderId, kind: 'repair', orderId, visitDate: day, visitTime: '3:00 PM' })).status).toBe(409);
    expect((await internal('GET', `/internal/visits/${visit.visitId}`)).body.booking.deliveryTime).toBe('12:00 PM');
  });

  it('when a visit is released, then its slot is free for a delivery; releasing again changes nothing; the release is told with its kind', async () => {
    const day = freshDay();
    const visitId = newId('repair');
    await claimVisit({ visitId, kind: 'repair', orderId: newId('order'), visitDate: day, visitTime: '5:00 PM' });
    const released = await internal('DELETE', `/internal/visits/${visitId}`);
    expect(released.status).toBe(200);
    expect(released.body.booking).toMatchObject({ visitId, kind: 'repair', status: 'released' });
    expect((await internal('DELETE', `/internal/visits/${visitId}`)).body.booking.status).toBe('released');
    expect((await claimDelivery(newId('order'), day, '5:00 PM')).status).toBe(201);

    const event = await stack.probe.waitFor('delivery.released', (e) => factsOf(e).visitId === visitId);
    expect(event.data).toMatchObject({ visitId, kind: 'repair', deliveryDate: day, deliveryTime: '5:00 PM' });
    expect(stack.probe.all('delivery.released').filter((e) => factsOf(e).visitId === visitId)).toHaveLength(1);
  });

  it("when an unknown visit, or an order's delivery, is asked through the visit routes (or a visit through the booking routes), then 404 and the delivery keeps its slot", async () => {
    const day = freshDay();
    const orderId = newId('order');
    const visitId = newId('repair');
    await claimDelivery(orderId, day, '6:00 PM');
    await claimVisit({ visitId, kind: 'repair', orderId, visitDate: day, visitTime: '7:00 PM' });
    for (const method of ['GET', 'DELETE']) {
      expect(await internal(method, `/internal/visits/${newId('nobody')}`)).toEqual({ status: 404, body: { error: 'No visit is booked under this id' } });
      expect((await internal(method, `/internal/visits/${orderId}`)).status).toBe(404);
      expect(await internal(method, `/internal/bookings/${visitId}`)).toEqual({ status: 404, body: { error: 'This order has no delivery booked' } });
    }
    expect((await internal('GET', `/internal/bookings/${orderId}`)).body.booking.status).toBe('active');
    expect((await internal('GET', `/internal/visits/${visitId}`)).body.booking.status).toBe('active');
  });

  it('when a claim names no kind, another kind, or a date that is none, then 400 names it', async () => {
    const visit = { visitId: newId('repair'), orderId: newId('order'), visitDate: freshDay(), visitTime: '3:00 PM' };
    expect((await internal('POST', '/internal/visits', { ...visit, customerId: customer.id, kind: 'delivery' })).body).toEqual({ error: "kind must be 'repair' or 'pickup'" });
    expect((await internal('POST', '/internal/visits', { ...visit, customerId: customer.id })).status).toBe(400);
    expect((await internal('POST', '/internal/visits', { ...visit, customerId: customer.id, kind: 'repair', visitDate: 'tomorrow' })).status).toBe(400);
    expect(await database.collection('bookings').countDocuments({ visitId: visit.visitId })).toBe(0);
  });
});

describe("order's scheduling client", () => {
  const client = () =>
    createSchedulingClient({ baseUrl: stack.services['scheduling']!.url, settings: loadSchedulingConfig({ NODE_ENV: 'test' }), timeoutMs: 3_000, logger: createLogger('order-visits', 'silent') });

  it('when order claims a visit, then it gets the booking, the same again, scheduling\'s words for a taken or too-soon slot, and releases it (an unknown visit too)', async () => {
    const day = freshDay();
    const visit = { visitId: newId('repair'), kind: 'repair' as const, orderId: newId('order'), customerId: customer.id, visitDate: day, visitTime: '1:00 PM' };
    const claimed = await client().claimVisit(visit);
    expect(claimed).toMatchObject({ claimed: true, booking: { visitId: visit.visitId, kind: 'repair', deliveryDate: day, deliveryTime: '1:00 PM', status: 'active' } });
    expect(await client().claimVisit(visit)).toEqual(claimed);
    expect(await client().claimVisit({ ...visit, visitId: newId('pickup'), kind: 'pickup' })).toEqual({ claimed: false, status: 409, error: 'This time slot is already booked' });
    expect(await client().claimVisit({ ...visit, visitId: newId('pickup'), visitDate: today(), visitTime: '7:00 PM' })).toMatchObject({ claimed: false, status: 422 });

    await client().releaseVisit(visit.visitId);
    expect((await internal('GET', `/internal/visits/${visit.visitId}`)).body.booking.status).toBe('released');
    await expect(client().releaseVisit(newId('nobody'))).resolves.toBeUndefined();
  });
});

describe('a deleted customer', () => {
  it('when user.deleted is heard, then their repairs and pickups keep their slots and status like their deliveries', async () => {
    const leaving = await stack.registerCustomer({ email: stack.email('leaving') });
    const day = freshDay();
    const orderId = newId('order');
    const visitId = newId('pickup');
    expect((await internal('POST', '/internal/bookings', { orderId, customerId: leaving.id, deliveryDate: day, deliveryTime: '8:00 AM', locationName: 'Carmel, Indiana', location: { lat: 39.97, lng: -86.12 } })).status).toBe(201);
    expect((await internal('POST', '/internal/visits', { visitId, kind: 'pickup', orderId, customerId: leaving.id, visitDate: day, visitTime: '9:00 AM' })).status).toBe(201);

    await publishAsOwner(stack.namespace, newEvent('identity', userDeleted, { userId: leaving.id }));
    await eventually(async () => expect((await internal('GET', `/internal/bookings/${orderId}`)).body.booking.locationName).toBeNull());
    expect((await internal('GET', `/internal/visits/${visitId}`)).body.booking).toMatchObject({ kind: 'pickup', status: 'active', deliveryTime: '9:00 AM', location: null });
    expect((await calendar()).body.orders.filter((slot) => slot.deliveryDate === day).map((slot) => slot.deliveryTime)).toEqual(['8:00 AM', '9:00 AM']);
  });
});

describe('the visit routes are for services only', () => {
  it('when a visit is claimed, read or released without a credential or with a customer token, then 401 and nothing is booked', async () => {
    const visit = { visitId: newId('intruder'), kind: 'repair', orderId: newId('order'), customerId: customer.id, visitDate: freshDay(), visitTime: '3:00 PM' };
    for (const authorization of [null, `Bearer ${customer.token}`, 'Bearer not-a-token']) {
      expect(await internal('POST', '/internal/visits', visit, authorization)).toEqual({ status: 401, body: { error: 'Service credentials required' } });
      for (const method of ['GET', 'DELETE']) expect((await internal(method, `/internal/visits/${visit.visitId}`, undefined, authorization)).status).toBe(401);
    }
    expect(await database.collection('bookings').countDocuments({ visitId: visit.visitId })).toBe(0);
  });

  it('when the visit routes are asked through the gateway, then they are not routed (404), even with a service token', async () => {
    for (const [method, path] of [['POST', '/internal/visits'], ['GET', '/internal/visits/x'], ['DELETE', '/internal/visits/x']] as const) {
      expect((await stack.call(method, path, { token: serviceToken(), ...(method === 'POST' ? { body: {} } : {}) })).status).toBe(404);
    }
  });
});

describe('bookings stored before visits had ids', () => {
  it('when two instances start on a database with the old unique index on orderId and bookings without visit ids, then the index is gone, each booking is its order\'s delivery, and a repair of that order can be booked', async () => {
    const name = `scheduling-old-${stack.suffix}`;
    const old = await connectMongo(testDatabaseUrl(name));
    try {
      const bookings = old.collection('bookings');
      const [first, second] = [freshDay(), freshDay()];
      const stored = (orderId: string, deliveryDate: string, status: 'active' | 'released') => ({
        orderId,
        customerId: customer.id,
        deliveryDate,
        deliveryTime: '3:00 PM',
        status,
        releasedAs: status === 'active' ? '' : orderId,
        locationName: null,
        location: null,
        bookedAt: new Date(),
        releasedAt: status === 'active' ? null : new Date(),
        revision: 1,
        outbox: [],
      });
      await bookings.insertMany([stored('old-1', first, 'active'), stored('old-2', second, 'released')]);
      await bookings.createIndex({ orderId: 1 }, { unique: true, name: 'orderId_1' });

      const env = () => testEnvironment(stack.namespace, name, { DELIVERY_TIME_ZONE: TIME_ZONE });
      const instances = await Promise.all([startScheduling(loadSchedulingConfig(env())), startScheduling(loadSchedulingConfig(env()))]);
      try {
        const indexes = await bookings.indexes();
        expect(indexes.filter((index) => index.unique).map((index) => Object.keys(index.key))).not.toContainEqual(['orderId']);
        expect(indexes.find((index) => index.name === 'visitId_1')).toMatchObject({ key: { visitId: 1 }, unique: true });
        expect(await bookings.find({}, { projection: { _id: 0, orderId: 1, visitId: 1, kind: 1 } }).sort({ orderId: 1 }).toArray()).toEqual([
          { orderId: 'old-1', visitId: 'old-1', kind: 'delivery' },
          { orderId: 'old-2', visitId: 'old-2', kind: 'delivery' },
        ]);
        const at = instances[0]!.url;
        expect((await callInternal<Answer>(at, 'GET', '/internal/bookings/old-1')).body.booking).toMatchObject({ visitId: 'old-1', kind: 'delivery', status: 'active' });
        const repair = await callInternal<Answer>(at, 'POST', '/internal/visits', { visitId: 'old-1-repair', kind: 'repair', orderId: 'old-1', customerId: customer.id, visitDate: first, visitTime: '4:00 PM' });
        expect(repair.status).toBe(201);
        // The released booking is taken up again as the order's delivery, as before.
        expect((await callInternal<Answer>(at, 'POST', '/internal/bookings', { orderId: 'old-2', customerId: customer.id, deliveryDate: second, deliveryTime: '3:00 PM' })).status).toBe(201);
      } finally {
        for (const instance of instances) await instance.stop();
      }
    } finally {
      await old.dropDatabase().catch(() => undefined);
      await old.close();
    }
  });
});
