import { loadBillingConfig, startBilling } from '@rto/billing';
import type { Connection } from '@rto/kit';
import { eventually, TcpProxy, testEnvironment } from '@rto/kit/testing';
import { Checkout, customerWithCart } from '../support/checkout';

/**
 * The checkout when parts fail (ARCHITECTURE §3): every service reaches RabbitMQ through a proxy the test can cut,
 * and billing can be stopped and started again. An order waiting for billing asks again only every ten minutes
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
  env = { AMQP_URL: broker.rewrite(process.env['AMQP_URL']!), CHECKOUT_RECHECK: '10m', CHECKOUT_RETRY_MAX: '1s' };
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

describe('billing stopped mid-saga', () => {
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
