import path from 'node:path';
import { loadBillingConfig, startBilling } from '@rto/billing';
import type { Connection } from '@rto/kit';
import { eventually, startServiceProcess, TcpProxy, TEST_BROKER_VIA, testEnvironment } from '@rto/kit/testing';
import { Checkout, customerWithCart } from '../support/checkout';

/**
 * The checkout when parts fail (docs/architecture.md): every service reaches RabbitMQ through a proxy the test can cut,
 * billing can be stopped and started again, or run as a process of its own and killed (SIGKILL) while Stripe
 * (stripe-mock behind a proxy that can hang) has not answered it. An order waiting for billing asks again only every ten minutes
 * unless billing.stored wakes it, so what completes it here is the event, or the saga's retries, never luck.
 */

const amqpUrl = new URL(process.env['AMQP_URL']!);
const broker = new TcpProxy(amqpUrl.hostname, Number(amqpUrl.port || 5672));
let brokerUp = false;
/** Opens or cuts the way to RabbitMQ (once each: the proxy listens on one port). */
async function setBroker(up: boolean): Promise<void> {
  if (up === brokerUp) return;
  brokerUp = up;
  await (up ? broker.up() : broker.down());
}
/** What every service of this stack is given, billing started again included. */
let env: Record<string, string>;
let checkout: Checkout;
let orders: Connection;
let billing: Connection;

beforeAll(async () => {
  await setBroker(true);
  env = { [TEST_BROKER_VIA]: `127.0.0.1:${broker.port}`, CHECKOUT_RECHECK: '10m', CHECKOUT_RETRY_MAX: '1s' };
  checkout = await Checkout.start(env);
  orders = await checkout.database('order');
  billing = await checkout.database('billing');
}, 60_000);

afterAll(async () => {
  await setBroker(true);
  await checkout?.stop();
  await setBroker(false);
});

const statusOf = async (token: string) => (await checkout.recentOrder(token)).body.data.status;

describe('RabbitMQ cut during checkout', () => {
  it('when the broker is away while the order and the billing are sent, then the order completes once it is back', async () => {
    const customer = await customerWithCart(checkout, 'broker-cut');
    // Every service on the bus first (each answers ready only then): the cut comes in the middle of their work.
    await eventually(async () => {
      for (const service of Object.values(checkout.stack.services)) expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    }, 30_000);
    await setBroker(false);
    try {
      const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
      expect(created.status).toBe(201);
      // The saga asks billing at once: no billing yet, so the order rests (for ten minutes, unless woken).
      await eventually(async () => expect(await orders.collection('orders').findOne({ user: customer.id })).toMatchObject({ checkout: { step: 'billing', leaseBy: null } }));
      expect((await checkout.storeBilling(customer.token)).status).toBe(201);

      // billing.stored waits in billing's outbox, order.placed in the order's: nothing has moved.
      await eventually(async () => expect(await billing.collection('billing_accounts').countDocuments({ userId: customer.id, 'outbox.type': 'billing.stored' })).toBe(1));
      expect(await orders.collection('orders').countDocuments({ user: customer.id, 'outbox.type': 'order.placed' })).toBe(1);
      expect(await statusOf(customer.token)).toBe('pending');
    } finally {
      await setBroker(true);
    }

    // Back: the relays publish, billing.stored wakes the order, cart hears of order.placed.
    await eventually(async () => expect(await statusOf(customer.token)).toBe('active'), 30_000);
    await eventually(async () => expect((await checkout.cartOf(customer.token)).body.cartItems.items).toEqual([]), 30_000);
    const orderId = (await checkout.recentOrder(customer.token)).body.data._id!;
    expect(await billing.collection('subscriptions').countDocuments({ orderId })).toBe(1);
    expect((await checkout.bookingOf(orderId)).body.booking?.status).toBe('active');
  }, 90_000);
});

describe('billing down mid-saga', () => {
  it('when billing is down as the order is placed, dies with the subscription half-started, and comes back, then the order ends active with one subscription and one payment', async () => {
    const customer = await customerWithCart(checkout, 'billing-down');
    expect((await checkout.storeBilling(customer.token)).status).toBe(201);
    const running = checkout.stack.services['billing']!;
    const { port } = new URL(running.url);
    await running.stop();

    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    const order = created.body.order;
    // The saga keeps trying, and says why.
    await eventually(async () => {
      const stored = await orders.collection('orders').findOne({ user: customer.id });
      expect(stored!['checkout'].problem).toMatch(/billing/);
      expect(stored!['checkout'].attempts).toBeGreaterThan(0);
    });
    expect(await statusOf(customer.token)).toBe('pending');

    // As a billing that crashed between claiming the order's subscription and hearing from the provider leaves it.
    await billing.collection('subscriptions').insertOne({
      orderId: order._id,
      userId: customer.id,
      provider: 'sandbox',
      status: 'starting',
      monthlyTotalCents: Math.round(order.monthlyTotal * 100),
      deliveryFeeCents: 0,
      items: [],
      draftDay: 15,
      paymentMethodId: 'pm_card_visa',
      collectionPaused: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });

    // Billing again, on the same address and database.
    checkout.stack.services['billing'] = await startBilling(loadBillingConfig(testEnvironment(checkout.stack.namespace, `billing-${checkout.stack.suffix}`, { ...env, PORT: port })));

    await eventually(async () => expect(await statusOf(customer.token)).toBe('active'), 20_000);
    const subscriptions = await billing.collection('subscriptions').find({ orderId: order._id }).toArray();
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', subscriptionId: expect.stringMatching(/^sub_sandbox_/) })]);
    expect(await billing.collection('invoices').countDocuments({ orderId: order._id })).toBe(1);
    expect(await orders.collection('orders').findOne({ user: customer.id })).toMatchObject({ subscriptionId: subscriptions[0]!['subscriptionId'] });
  }, 90_000);
});

describe('billing killed mid-saga', () => {
  const stripeMockUrl = new URL(process.env['STRIPE_MOCK_URL'] ?? 'http://127.0.0.1:12111');
  const stripe = new TcpProxy(stripeMockUrl.hostname, Number(stripeMockUrl.port));

  afterAll(async () => {
    await stripe.down();
  });

  it('when billing is killed (SIGKILL) while Stripe has not answered its subscription yet and starts again, then the order ends active with exactly one subscription', async () => {
    await stripe.up();
    // billing as a process of its own on Stripe (stripe-mock behind a proxy that can hang), on the stack's address and database.
    const inProcess = checkout.stack.services['billing']!;
    const { port } = new URL(inProcess.url);
    await inProcess.stop();
    const billingEnv = testEnvironment(checkout.stack.namespace, `billing-${checkout.stack.suffix}`, {
      ...env,
      PORT: port,
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_WEBHOOK_SECRET: 'whsec_faults',
      STRIPE_API_BASE: stripe.rewrite(stripeMockUrl.toString()),
      STRIPE_TIMEOUT_MS: '60000',
    });
    const billingDirectory = path.resolve(__dirname, '../../../billing');
    const first = await startServiceProcess(billingDirectory, billingEnv);
    let second: Awaited<ReturnType<typeof startServiceProcess>> | undefined;
    try {
      const customer = await customerWithCart(checkout, 'billing-killed');
      expect((await checkout.storeBilling(customer.token)).status).toBe(201);

      // Stripe goes quiet: billing claims the order's subscription, asks Stripe, and waits.
      stripe.stall(true);
      const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
      expect(created.status).toBe(201);
      const orderId = created.body.order._id;
      await eventually(async () => expect(await billing.collection('subscriptions').findOne({ orderId })).toMatchObject({ status: 'starting' }), 30_000);

      // The crash: nothing finished, nothing closed.
      await first.kill();
      expect(await statusOf(customer.token)).toBe('pending');

      // Stripe answers again; billing starts again on the same address and database; the saga's retry finishes the order.
      stripe.stall(false);
      second = await startServiceProcess(billingDirectory, billingEnv);
      await eventually(async () => expect(await statusOf(customer.token)).toBe('active'), 30_000);
      const subscriptions = await billing.collection('subscriptions').find({ orderId }).toArray();
      expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', provider: 'stripe', subscriptionId: expect.stringMatching(/^sub_/) })]);
      expect(await orders.collection('orders').findOne({ user: customer.id })).toMatchObject({ status: 'active', subscriptionId: subscriptions[0]!['subscriptionId'] });
    } finally {
      stripe.stall(false);
      await first.kill();
      await second?.stop();
      // The stack stops its billing at the end: an in-process one again, on the same address.
      checkout.stack.services['billing'] = await startBilling(loadBillingConfig(testEnvironment(checkout.stack.namespace, `billing-${checkout.stack.suffix}`, { ...env, PORT: port })));
    }
  }, 120_000);
});
