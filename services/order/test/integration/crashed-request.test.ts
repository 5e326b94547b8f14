import path from 'node:path';
import type { Connection } from '@rto/kit';
import { loadOrderConfig, startOrder } from '@rto/order';
import { eventually, startServiceProcess, TcpProxy, testEnvironment, type ServiceProcess } from '@rto/kit/testing';
import { callInternal } from '../../../scheduling/test/support/internal-api';
import { Checkout, customerWithCart, TIME_ZONE, type Slot } from '../support/checkout';

/**
 * A createOrder cut short by a crash (docs/architecture.md, "A crash costs seconds"): order runs as a process of its
 * own, reaching scheduling through a proxy that hangs, and is killed (SIGKILL) while the request waits there; the
 * customer's retry with the same Idempotency-Key, answered by order started again, carries on with the same order
 * and its slot within seconds. No test here waits for the draft's two-minute deadline.
 */

let checkout: Checkout;
let orders: Connection;
let schedulingUrl: URL;
let scheduling: TcpProxy;
const orderDirectory = path.resolve(__dirname, '../..');

beforeAll(async () => {
  checkout = await Checkout.start();
  orders = await checkout.database('order');
  schedulingUrl = new URL(checkout.stack.services['scheduling']!.url);
  scheduling = new TcpProxy(schedulingUrl.hostname, Number(schedulingUrl.port));
  await scheduling.up();
}, 60_000);

afterAll(async () => {
  await scheduling?.down();
  await checkout?.stop();
});

/** What the stack gave its order service, on the same address and database, with anything overridden. */
function orderEnv(overrides: Record<string, string>) {
  const upstreams = Object.fromEntries(['identity', 'catalog', 'cart', 'scheduling', 'billing'].map((name) => [`${name.toUpperCase()}_URL`, checkout.stack.services[name]!.url]));
  const { port } = new URL(checkout.stack.services['order']!.url);
  return testEnvironment(checkout.stack.namespace, `order-${checkout.stack.suffix}`, { DELIVERY_TIME_ZONE: TIME_ZONE, CHECKOUT_SWEEP_INTERVAL: '1', ...upstreams, PORT: port, ...overrides });
}

/** Order as a process of its own in place of the stack's, reaching scheduling through the proxy. */
async function orderProcess(overrides: Record<string, string> = {}): Promise<ServiceProcess> {
  const env = orderEnv({ SCHEDULING_URL: scheduling.rewrite(schedulingUrl.toString()), ...overrides });
  await checkout.stack.services['order']!.stop();
  return startServiceProcess(orderDirectory, env);
}

/** The stack's order again, in this process, on the same address and database. */
async function orderInProcess(): Promise<void> {
  checkout.stack.services['order'] = await startOrder(loadOrderConfig(orderEnv({})));
}

const draftOf = async (userId: string) => {
  const draft = await orders.collection('orders').findOne({ user: userId });
  expect(draft).toMatchObject({ placedAt: null, checkout: { step: 'slot' } });
  return draft!['_id'].toHexString() as string;
};

/** A createOrder sent with the key; the draft it stored once it waits for scheduling. */
async function orderWaitingForScheduling(userId: string, token: string, body: unknown, key: string) {
  const answer = checkout.createOrder(token, body, { 'idempotency-key': key });
  await eventually(async () => expect(await orders.collection('order_requests').countDocuments({ user: userId, instance: { $type: 'string' } })).toBe(2));
  await eventually(async () => expect(await orders.collection('orders').countDocuments({ user: userId })).toBe(1));
  return { answer, orderId: await draftOf(userId) };
}

async function claimAsOrder(orderId: string, customerId: string, slot: Slot, body: { location: unknown; locationName: string }) {
  const claimed = await callInternal(schedulingUrl.origin, 'POST', '/internal/bookings', { orderId, customerId, ...slot, location: body.location, locationName: body.locationName });
  expect(claimed.status).toBe(201);
}

async function expectOneOrder(userId: string, orderId: string, slot: Slot) {
  const stored = await orders.collection('orders').find({ user: userId }).toArray();
  expect(stored.map((order) => order['_id'].toHexString())).toEqual([orderId]);
  expect(stored[0]).toMatchObject({ status: 'pending', checkout: { step: 'billing' } });
  expect((await checkout.bookingOf(orderId)).body.booking).toMatchObject({ status: 'active', ...slot });
}

describe('createOrder killed midway', () => {
  for (const claimLanded of [true, false]) {
    it(`when order is killed while the request waits for scheduling (its claim ${claimLanded ? 'landed' : 'not sent'}), then the retry with the same Idempotency-Key gets that order and its slot within seconds`, async () => {
      const customer = await customerWithCart(checkout, 'crashed');
      expect((await checkout.storeBilling(customer.token)).status).toBe(201);
      const slot = checkout.freshSlot();
      const body = checkout.choiceFor(slot);
      const key = `crash-${customer.id}`;
      scheduling.stall(true);
      const first = await orderProcess();
      let placed;
      let restarted = false;
      try {
        const { answer, orderId } = await orderWaitingForScheduling(customer.id, customer.token, body, key);
        // The claim reached scheduling and booked the slot just before the crash (or never left).
        if (claimLanded) await claimAsOrder(orderId, customer.id, slot, body);
        await first.kill();
        expect((await answer).status).toBeGreaterThanOrEqual(500);
        scheduling.stall(false);
        await orderInProcess();
        restarted = true;

        const startedAt = Date.now();
        const retried = await checkout.createOrder(customer.token, body, { 'idempotency-key': key });
        expect(retried.status).toBe(201);
        // The heartbeat says within seconds that the first request's process is gone (no waiting for its deadline).
        expect(Date.now() - startedAt).toBeLessThan(8_000);
        placed = retried.body.order;
        expect(placed._id).toBe(orderId);
        await expectOneOrder(customer.id, orderId, slot);
      } finally {
        scheduling.stall(false);
        await first.kill();
        if (!restarted) await orderInProcess();
      }
      // Once more with the key: the same order; and it goes on to active, once.
      const again = await checkout.createOrder(customer.token, body, { 'idempotency-key': key });
      expect(again.body.order._id).toBe(placed._id);
      await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 20_000);
      expect(checkout.stack.probe.all('order.placed').filter((event) => (event.data as { orderId: string }).orderId === placed._id)).toHaveLength(1);
    }, 120_000);
  }

  it('when the first request is slow but its process alive, then its retry waits for it rather than taking its order, and answers the same order once scheduling answered', async () => {
    const customer = await customerWithCart(checkout, 'slow');
    const slot = checkout.freshSlot();
    const body = checkout.choiceFor(slot);
    const key = `slow-${customer.id}`;
    scheduling.stall(true);
    // Scheduling's answer never comes: the first request gives up after its call timeout, its outcome unknown.
    const first = await orderProcess({ CALL_TIMEOUT_MS: '4000' });
    try {
      const { answer, orderId } = await orderWaitingForScheduling(customer.id, customer.token, body, key);
      const retry = checkout.createOrder(customer.token, body, { 'idempotency-key': key });
      let retryAnswered = false;
      void retry.then(() => (retryAnswered = true));
      await claimAsOrder(orderId, customer.id, slot, body);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // Scheduling answers new calls again; the first request's own call stays unanswered until its timeout.
      scheduling.stall(false);
      const firstAnswer = await answer;
      expect(firstAnswer.status).toBeGreaterThanOrEqual(500);
      // Not robbed: the retry answered nothing while the first request was at work.
      expect(retryAnswered).toBe(false);
      const retried = await retry;
      expect(retried.status).toBe(201);
      expect(retried.body.order._id).toBe(orderId);
      await expectOneOrder(customer.id, orderId, slot);
    } finally {
      scheduling.stall(false);
      await first.stop();
      await orderInProcess();
    }
  }, 120_000);
});
