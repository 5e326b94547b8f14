import { newEvent, signServiceToken, type Connection, type EventEnvelope } from '@rto/kit';
import { orderDelivered, orderPaused, orderResumed } from '@rto/contracts';
import { eventually, ManualClock } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { billingOf } from '../support/png';

/**
 * A customer's Pause Billing with its limits (issue 22, item 4), on billing's own timers and a test clock: it defers
 * the drafts of their active orders with nothing due, ends by itself after PAUSE_MAX_DAYS, can be used once in
 * PAUSE_EVERY_MONTHS, and moves the term out by the days paused. Pauses racing resumes or an admin's suspend leave
 * the account and the subscriptions agreeing.
 */

const ADMIN = { email: 'billing-pauses-admin@example.com', password: 'billing-pauses-admin-password' };
const DAY = 86_400_000;
const clock = new ManualClock('2027-01-10T15:00:00.000Z');

let stack: TestStack;
let database: Connection;
let billingUrl: string;
let adminToken: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env), { clock }),
    },
    env: { SANDBOX_DRAFT_INTERVAL: '1s', PAUSE_CHECK_INTERVAL: '1s', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  database = await stack.database('billing');
  billingUrl = stack.services['billing']!.url;
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

interface PauseAnswer {
  message?: string;
  billingPaused?: boolean;
  pauseEndsAt?: string | null;
  error?: string;
}

const pause = (token: string) => stack.call<PauseAnswer>('PATCH', '/pauseBilling', { token });
const resume = (token: string) => stack.call<PauseAnswer>('POST', '/resumeBilling', { token });
const subscriptionOf = (orderId: string) => database.collection('subscriptions').findOne({ orderId });
const accountOf = (userId: string) => database.collection('billing_accounts').findOne({ userId });
const eventsOf = (type: string, userId: string) => stack.probe.all(type).filter((event) => (event.data as { userId?: string }).userId === userId);
const newOrderId = () => `order-${Math.random().toString(16).slice(2)}`;

/** Starts an order's subscription as the order service does, through billing's internal API. */
async function startSubscription(orderId: string, userId: string) {
  const response = await fetch(`${billingUrl}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, userId, monthlyTotalCents: 4_000, todayChargeCents: 4_000, items: [{ productId: 'p1', name: 'Washer', monthlyPriceCents: 4_000 }] }),
  });
  expect(response.status).toBeLessThan(300);
}

/** The order's ownership date and paused days as billing's summary tells the account page. */
async function scheduleOf(userId: string, orderId: string) {
  const response = await fetch(`${billingUrl}/internal/customers/${userId}/billing`, {
    headers: { authorization: `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}` },
  });
  const { billing } = (await response.json()) as { billing: { orders: Array<{ orderId: string; ownershipDate: string | null; pausedDays: number }> } };
  const { ownershipDate, pausedDays } = billing.orders.find((order) => order.orderId === orderId)!;
  return { ownershipDate, pausedDays };
}

/** A customer with billing set up and `orders` active orders. */
async function renter(orders = 1): Promise<{ customer: RegisteredCustomer; orderIds: string[] }> {
  const customer = await stack.registerCustomer({ email: stack.email('pauses') });
  expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf() })).status).toBe(201);
  const orderIds = Array.from({ length: orders }, newOrderId);
  for (const orderId of orderIds) await startSubscription(orderId, customer.id);
  return { customer, orderIds };
}

/** Account and subscriptions agree: every subscription's collectionPaused is the account's paused. */
async function expectAgreeing(userId: string, orderIds: string[]) {
  const account = await accountOf(userId);
  for (const orderId of orderIds) expect({ orderId, paused: (await subscriptionOf(orderId))?.['collectionPaused'] }).toEqual({ orderId, paused: account?.['paused'] });
}

describe("a customer's pause with limits", () => {
  it('when 30 days pass, then it ends by itself: billing.resumed is heard, the next draft is the first draft day after, and pausedDays is 30', async () => {
    const { customer, orderIds } = await renter();
    const [orderId] = orderIds as [string];
    const pausedAt = clock.now();
    const invoicesBefore = await database.collection('invoices').countDocuments({ orderId });
    // 1 of 24 paid, next drafted Jan 15, 2027: the 24th payment is drafted 22 months after it.
    expect(await scheduleOf(customer.id, orderId)).toEqual({ ownershipDate: '2028-11-15', pausedDays: 0 });
    const paused = await pause(customer.token);
    expect(paused).toMatchObject({ status: 200, body: { billingPaused: true, pauseEndsAt: new Date(pausedAt.getTime() + 30 * DAY).toISOString() } });
    expect(await subscriptionOf(orderId)).toMatchObject({ collectionPaused: true });
    // While paused, counted from the first draft after the pause's end (Feb 15): a month later, 30 days told.
    expect(await scheduleOf(customer.id, orderId)).toEqual({ ownershipDate: '2028-12-15', pausedDays: 30 });
    await eventually(async () => expect(eventsOf('billing.paused', customer.id)).toEqual([expect.objectContaining({ data: expect.objectContaining({ orderIds: [orderId], endsAt: paused.body.pauseEndsAt }) })]));

    // Nothing is drafted while paused, even past the draft day.
    clock.advance(29 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await database.collection('invoices').countDocuments({ orderId })).toBe(invoicesBefore);
    expect(eventsOf('billing.resumed', customer.id)).toEqual([]);

    clock.advance(DAY + 60_000);
    await eventually(async () => expect(eventsOf('billing.resumed', customer.id)).toEqual([expect.objectContaining({ data: expect.objectContaining({ orderIds: [orderId] }) })]), 15_000);
    // The event is written with the account; its subscriptions follow it just after, on the same round.
    await eventually(async () => expect(await subscriptionOf(orderId)).toMatchObject({ collectionPaused: false, pausedDays: 30 }));
    const subscription = await subscriptionOf(orderId);
    const next = subscription!['nextDraftAt'] as Date;
    // The first draft day (the 15th) after the resume, on the store's calendar: Feb 9 -> Feb 15.
    expect(next.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(next.getTime() - clock.now().getTime()).toBeLessThan(31 * DAY);
    expect(next.toISOString().slice(0, 10)).toBe('2027-02-15');
    expect(await accountOf(customer.id)).toMatchObject({ paused: false, pauseEndsAt: null });
    expect(await scheduleOf(customer.id, orderId)).toEqual({ ownershipDate: '2028-12-15', pausedDays: 30 });
  }, 60_000);

  it('when paused again within 6 months of the last start, then 409 naming the date, and allowed from that date', async () => {
    const { customer, orderIds } = await renter();
    const startedAt = clock.now();
    expect((await pause(customer.token)).status).toBe(200);
    clock.advance(3 * DAY);
    expect((await resume(customer.token)).body).toMatchObject({ billingPaused: false });
    expect(await subscriptionOf(orderIds[0]!)).toMatchObject({ collectionPaused: false, pausedDays: 3 });

    clock.advance(30 * DAY);
    const refused = await pause(customer.token);
    const allowedOn = new Date(startedAt);
    allowedOn.setUTCMonth(allowedOn.getUTCMonth() + 6);
    const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Indiana/Indianapolis' }).format(allowedOn);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(`you can pause again on ${day}`);
    expect(await accountOf(customer.id)).toMatchObject({ paused: false });
    expect(await subscriptionOf(orderIds[0]!)).toMatchObject({ collectionPaused: false });
    await eventually(async () => expect(eventsOf('billing.resumed', customer.id)).toHaveLength(1));
    expect(eventsOf('billing.paused', customer.id)).toHaveLength(1);

    clock.set(allowedOn);
    expect(await pause(customer.token)).toMatchObject({ status: 200, body: { billingPaused: true } });
    expect(await resume(customer.token)).toMatchObject({ status: 200, body: { billingPaused: false } });
  }, 60_000);

  it('when an order has a payment due, then the pause leaves it drafted and dunned: only the order with nothing due is paused', async () => {
    const { customer, orderIds } = await renter(2);
    const [late, onTime] = orderIds as [string, string];
    await database.collection('subscriptions').updateOne({ orderId: late }, { $set: { paymentMethodId: 'pm_card_chargeCustomerFail', nextDraftAt: new Date(clock.now().getTime() - 60_000) } });
    await eventually(async () => expect(await database.collection('invoices').findOne({ orderId: late, status: 'failed' })).not.toBeNull(), 20_000);

    expect((await pause(customer.token)).status).toBe(200);
    expect(await subscriptionOf(late)).toMatchObject({ collectionPaused: false });
    expect(await subscriptionOf(onTime)).toMatchObject({ collectionPaused: true });
    await eventually(async () => expect(eventsOf('billing.paused', customer.id)).toEqual([expect.objectContaining({ data: expect.objectContaining({ orderIds: [onTime] }) })]));
    expect((await resume(customer.token)).status).toBe(200);
  }, 60_000);

  it('when a pause and a resume are sent at once (20 tries), then the account and every subscription agree', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { customer, orderIds } = await renter(2);
      const answers = await Promise.all([pause(customer.token), resume(customer.token)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      await expectAgreeing(customer.id, orderIds);
    }
  }, 120_000);

  it("when the customer's pause races an admin's suspend, then the admin's holds over every order, without an end; an activate racing a pause leaves them agreeing too", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { customer, orderIds } = await renter(2);
      const answers = await Promise.all([pause(customer.token), stack.call('PATCH', `/suspendUser/${customer.id}`, { token: adminToken })]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await accountOf(customer.id)).toMatchObject({ paused: true, pauseKind: 'admin', pauseEndsAt: null });
      await expectAgreeing(customer.id, orderIds);
      const [activated] = await Promise.all([stack.call('PATCH', `/activateUser/${customer.id}`, { token: adminToken }), pause(customer.token)]);
      expect(activated.status).toBe(200);
      await expectAgreeing(customer.id, orderIds);
    }
  }, 120_000);

  it('when the same pause is sent twice at once, then both answer paused, one billing.paused is published and the window counts one pause', async () => {
    const { customer, orderIds } = await renter();
    const answers = await Promise.all([pause(customer.token), pause(customer.token)]);
    expect(answers.map((answer) => [answer.status, answer.body.billingPaused])).toEqual([
      [200, true],
      [200, true],
    ]);
    await expectAgreeing(customer.id, orderIds);
    await eventually(async () => expect(eventsOf('billing.paused', customer.id)).toHaveLength(1));
    expect((await resume(customer.token)).status).toBe(200);
    expect((await pause(customer.token)).status).toBe(409);
  }, 30_000);

  it("when the body or another customer's token is sent, then only the caller's own billing pauses, for the server's 30 days", async () => {
    const { customer, orderIds } = await renter();
    const other = await renter();
    const answer = await stack.call<PauseAnswer>('PATCH', '/pauseBilling', { token: other.customer.token, body: { userId: customer.id, days: 365, endsAt: '2030-01-01T00:00:00Z' } });
    expect(answer.status).toBe(200);
    expect(answer.body.pauseEndsAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    expect(await accountOf(customer.id)).toMatchObject({ paused: false });
    expect(await subscriptionOf(orderIds[0]!)).toMatchObject({ collectionPaused: false });
    expect((await stack.call('PATCH', '/pauseBilling')).status).toBe(401);
    expect((await resume(other.customer.token)).status).toBe(200);
  }, 30_000);
});

describe('a pause and resume after the delivery deferred the next draft', () => {
  /** Tells billing an order fact as order publishes it, and waits until billing has handled it. */
  async function tell(event: EventEnvelope): Promise<void> {
    await stack.probe.publish(event);
    await eventually(async () => expect(await database.collection('handled_events').countDocuments({ eventId: event.id, status: 'done' })).toBe(1), 15_000);
  }

  /** A renter whose order was delivered now: its next draft is deferred to a month after the delivery. */
  async function delivered() {
    const { customer, orderIds } = await renter();
    const orderId = orderIds[0]!;
    const facts = { orderId, userId: customer.id, subscriptionId: (await subscriptionOf(orderId))!['subscriptionId'] as string };
    await tell(newEvent('order', orderDelivered, { ...facts, deliveredAt: clock.now().toISOString(), technician: 'Terry Tech', revision: 1 }));
    const deferred = (await subscriptionOf(orderId))!['nextDraftAt'] as Date;
    expect(deferred.getTime() - clock.now().getTime()).toBeGreaterThan(28 * DAY);
    return { customer, orderId, facts, deferred, ownershipDate: (await scheduleOf(customer.id, orderId)).ownershipDate };
  }

  it("when an admin pauses the order the day after the delivery and resumes it the next day, then the next draft stays a month after the delivery, not a month early", async () => {
    const { customer, orderId, facts, deferred, ownershipDate } = await delivered();
    clock.advance(DAY);
    await tell(newEvent('order', orderPaused, { ...facts, revision: 2 }));
    expect(await subscriptionOf(orderId)).toMatchObject({ orderPaused: true, nextDraftAt: deferred });
    expect((await scheduleOf(customer.id, orderId)).ownershipDate).toBeNull();

    clock.advance(DAY);
    await tell(newEvent('order', orderResumed, { ...facts, revision: 3 }));
    expect(await subscriptionOf(orderId)).toMatchObject({ orderPaused: false, nextDraftAt: deferred });
    expect(await scheduleOf(customer.id, orderId)).toEqual({ ownershipDate, pausedDays: 0 });
  }, 30_000);

  it('when the customer pauses the day after the delivery and resumes the next day, then the next draft stays a month after the delivery', async () => {
    const { customer, orderId, deferred, ownershipDate } = await delivered();
    clock.advance(DAY);
    expect((await pause(customer.token)).status).toBe(200);
    expect(await subscriptionOf(orderId)).toMatchObject({ collectionPaused: true, nextDraftAt: deferred });
    // While paused: counted from the deferred draft, later than the first draft day after the pause's end.
    expect((await scheduleOf(customer.id, orderId)).ownershipDate).toBe(ownershipDate);

    clock.advance(DAY);
    expect((await resume(customer.token)).status).toBe(200);
    expect(await subscriptionOf(orderId)).toMatchObject({ collectionPaused: false, nextDraftAt: deferred, pausedDays: 1 });
    expect(await scheduleOf(customer.id, orderId)).toEqual({ ownershipDate, pausedDays: 1 });
  }, 30_000);
});
