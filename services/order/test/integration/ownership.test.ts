import { newEvent, signServiceToken, type Connection } from '@rto/kit';
import { eventually, publishAsOwner } from '@rto/kit/testing';
import { rentalOwned } from '@rto/contracts';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadOrderConfig, startOrder } from '@rto/order';
import { Types } from 'mongoose';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { storedOrder } from '../support/stored-order';
import { billingOf } from '../../../billing/test/support/png';

/**
 * billing's rental.owned (issue 22, item 5) as order hears it: the order completes with `ownedAt`, the account page
 * shows it under past orders with its ownership meter full and no payoff offered, and it is no longer a live rental.
 */

let stack: TestStack;
let orders: Connection;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
      order: (env) => startOrder(loadOrderConfig(env)),
    },
  });
  orders = await stack.database('order');
}, 60_000);

afterAll(() => stack?.stop());

/** An active order of the customer's, written where order keeps it. */
async function activeOrder(customer: RegisteredCustomer, status = 'active'): Promise<string> {
  const order = storedOrder(customer.id, new Date('2026-01-10T15:00:00Z'), { status }, { deliveryDate: '2026-01-12' });
  await orders.collection('orders').insertOne(order);
  return order._id.toHexString();
}

const owned = (customer: RegisteredCustomer, orderId: string, ownedAt: string) =>
  newEvent('billing', rentalOwned, { userId: customer.id, orderId, reason: 'payoff', ownedAt, invoiceId: 'in_payoff_test' });

const liveOrdersOf = async (userId: string) => {
  const response = await fetch(`${stack.services['order']!.url}/internal/users/${userId}/live-orders`, {
    headers: { authorization: `Bearer ${signServiceToken(loadOrderConfig({ NODE_ENV: 'test' }), 'identity')}` },
  });
  return (await response.json()) as { liveOrders: number };
};

describe('rental.owned', () => {
  it.each(['active', 'overdue'])('when billing says an %s order is owned, then it is completed with ownedAt, shown owned in full, and no longer live', async (status) => {
    const customer = await stack.registerCustomer();
    const orderId = await activeOrder(customer, status);
    expect((await liveOrdersOf(customer.id)).liveOrders).toBe(1);
    const event = owned(customer, orderId, '2027-03-05T15:00:00.000Z');
    await publishAsOwner(stack.namespace, event);
    await eventually(async () => expect(await orders.collection('orders').findOne({ _id: new Types.ObjectId(orderId) })).toMatchObject({ status: 'completed', ownedAt: new Date('2027-03-05T15:00:00Z') }));

    expect((await liveOrdersOf(customer.id)).liveOrders).toBe(0);
    const page = await stack.call<{ orders: Array<{ _id: string; status: string; ownedAt: string | null; payoffAmount: number | null; items: Array<{ ownership: { percentOwned: number; owned: boolean; earlyPayoff: number } }> }> }>(
      'GET',
      '/getDashboardData',
      { token: customer.token },
    );
    const shown = page.body.orders.find((order) => order._id === orderId)!;
    expect(shown).toMatchObject({ status: 'completed', ownedAt: '2027-03-05T15:00:00.000Z', payoffAmount: null });
    expect(shown.items[0]!.ownership).toMatchObject({ percentOwned: 100, owned: true, earlyPayoff: 0 });
    expect(await orders.collection('orders').findOne({ _id: new Types.ObjectId(orderId) })).toMatchObject({ finalInvoiceId: 'in_payoff_test' });

    // Told again (at least once delivery): nothing changes.
    await publishAsOwner(stack.namespace, event);
    await publishAsOwner(stack.namespace, owned(customer, orderId, '2027-04-05T15:00:00.000Z'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await orders.collection('orders').findOne({ _id: new Types.ObjectId(orderId) })).toMatchObject({ status: 'completed', ownedAt: new Date('2027-03-05T15:00:00Z') });
  }, 30_000);

  it('when the order was cancelled, then it stays cancelled', async () => {
    const customer = await stack.registerCustomer();
    const orderId = await activeOrder(customer, 'cancelled');
    await publishAsOwner(stack.namespace, owned(customer, orderId, '2027-03-05T15:00:00.000Z'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stored = await orders.collection('orders').findOne({ _id: new Types.ObjectId(orderId) });
    expect(stored).toMatchObject({ status: 'cancelled' });
    expect(stored?.['ownedAt'] ?? null).toBeNull();
  }, 30_000);

  it('when the customer pays an order off through POST /payNow, then the account shows the figure first, and after it the order owned with its final invoice', async () => {
    const customer = await stack.registerCustomer();
    expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf() })).status).toBe(201);
    const orderId = await activeOrder(customer);
    const started = await fetch(`${stack.services['billing']!.url}/internal/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId, userId: customer.id, monthlyTotalCents: 4_000, todayChargeCents: 6_500, items: [{ productId: 'p1', name: 'Front Load Washer', monthlyPriceCents: 4_000 }] }),
    });
    expect(started.status).toBeLessThan(300);

    type Page = { orders: Array<{ _id: string; status: string; payoffAmount: number | null; items: Array<{ ownership: { percentOwned: number } }> }>; invoices: Array<{ _id: string; final: boolean }> };
    const before = await stack.call<Page>('GET', '/getDashboardData', { token: customer.token });
    // One payment made: half of the 23 still to make, $40 each.
    expect(before.body.orders.find((order) => order._id === orderId)).toMatchObject({ status: 'active', payoffAmount: 460 });

    expect(await stack.call('POST', '/payNow', { token: customer.token, body: { orderId, payoff: true } })).toMatchObject({ status: 200, body: { paid: 1, amount: 460, owned: true } });
    await eventually(async () => expect(await orders.collection('orders').findOne({ _id: new Types.ObjectId(orderId) })).toMatchObject({ status: 'completed' }), 15_000);
    const after = await stack.call<Page>('GET', '/getDashboardData', { token: customer.token });
    expect(after.body.orders.find((order) => order._id === orderId)).toMatchObject({ status: 'completed', payoffAmount: null, items: [{ ownership: { percentOwned: 100 } }] });
    expect(after.body.invoices.filter((invoice) => invoice.final)).toEqual([expect.objectContaining({ _id: expect.stringMatching(/^in_payoff_/) })]);
  }, 60_000);
});
