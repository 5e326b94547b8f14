import { randomInt } from 'node:crypto';
import { userDeleted } from '@rto/contracts';
import { newEvent, type Connection, type EventEnvelope } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { agreementOf } from '../../../billing/test/support/png';
import { Checkout, CHECKOUT_SERVICES } from '../../../order/test/support/checkout';

/**
 * Issue 22, item 6 across the services: a customer with a live rental cannot be deleted; once the rental has ended
 * they can, and then no service keeps their name, e-mail address, mobile number or street address (each service's
 * database is searched for them), while billing keeps their invoices with the amounts for the books. The deletion
 * told twice changes nothing, and the deleted customer orders nothing more.
 */

const ADMIN = { email: 'erasure-admin@example.com', password: 'erasure-admin-password' };
const LIVE = 'This customer has rentals that are still running: end their rentals first (1 still running)';
/** Every service that holds something of a customer. */
const HOLDERS = ['identity', 'cart', 'scheduling', 'billing', 'order', 'notification'] as const;
/** The services that consume user.deleted and erase (cart empties too, and identity deletes before it publishes). */
const CONSUMERS = ['cart', 'scheduling', 'billing', 'order', 'notification'] as const;

let checkout: Checkout;
const databases = {} as Record<(typeof HOLDERS)[number], Connection>;
let adminToken: string;

beforeAll(async () => {
  checkout = await Checkout.start(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { ...CHECKOUT_SERVICES, notification: (env) => startNotification(loadNotificationConfig(env)) },
  );
  for (const service of HOLDERS) databases[service] = await checkout.database(service);
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
}, 90_000);

afterAll(() => checkout?.stop());

/** Where each of the customer's traces is still found: `service.collection: trace`, none when erased everywhere. */
async function tracesLeft(traces: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const service of HOLDERS) {
    const db = databases[service].db!;
    for (const { name } of await db.listCollections().toArray()) {
      const text = JSON.stringify(await db.collection(name).find({}).toArray()).toLowerCase();
      for (const trace of traces) if (text.includes(trace.toLowerCase())) found.push(`${service}.${name}: ${trace}`);
    }
  }
  return found;
}

/** What the customer left in each service that consumes the deletion, without the write times every update moves. */
async function leftOf(customer: RegisteredCustomer): Promise<unknown> {
  const strip = (docs: Array<Record<string, unknown>>) => docs.map(({ updatedAt: _updatedAt, ...rest }) => rest);
  const of = (service: keyof typeof databases, collection: string, filter: Record<string, unknown>) => databases[service].collection(collection).find(filter).toArray().then(strip);
  return {
    orders: await of('order', 'orders', { user: customer.id }),
    drafts: await of('order', 'agreement_drafts', { userId: customer.id }),
    invoices: await of('billing', 'invoices', { userId: customer.id }),
    agreements: await of('billing', 'agreements', { userId: customer.id }),
    accounts: await of('billing', 'billing_accounts', { userId: customer.id }),
    subscriptions: await of('billing', 'subscriptions', { userId: customer.id }),
    bookings: await of('scheduling', 'bookings', { customerId: customer.id }),
    customers: await of('notification', 'customers', { _id: customer.id }),
    notices: await of('notification', 'admin_notifications', { subject: customer.id }),
  };
}

/** Publishes the envelope as identity does and waits until every consumer has handled it. */
async function deliver(event: EventEnvelope): Promise<void> {
  await checkout.stack.probe.publish(event);
  await eventually(async () => {
    for (const service of CONSUMERS) expect(await databases[service].collection('handled_events').findOne({ eventId: event.id, status: 'done' })).not.toBeNull();
  }, 20_000);
}

describe('deleting a customer erases what they left in every service', () => {
  it('when their rental ends, then they are deleted, their personal data goes everywhere, their invoices stay, and the deletion told twice changes nothing', async () => {
    const tag = String(randomInt(100_000, 999_999));
    const who = { name: `Erin Erasure${tag}`, email: checkout.stack.email('erasure'), mobile: `317-${tag.slice(0, 3)}-${tag.slice(2, 6)}` };
    const street = `${tag} Erasure Lane`;
    const customer = await checkout.stack.registerCustomer(who);
    await checkout.fillCart(customer.token);
    const choice = checkout.choiceFor(checkout.freshSlot(), {
      locationName: `Erasureville${tag}, Indiana`,
      deliveryAddress: { street, unit: `Apt ${tag}`, city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: `Call ${who.mobile}` },
    });
    const drafted = await checkout.stack.call<{ hash: string }>('POST', '/draftAgreement', { token: customer.token, body: { ...choice, draftDay: 15, customerName: who.name } });
    expect(drafted.status).toBe(200);
    expect((await checkout.storeBilling(customer.token, { agreement: agreementOf({ customerName: who.name, agreementHash: drafted.body.hash }) })).status).toBe(201);
    const created = await checkout.createOrder(customer.token, { ...choice, agreementHash: drafted.body.hash });
    expect(created.status).toBe(201);
    const support = await checkout.stack.call('POST', '/contactSupport', { body: { name: who.name, email: who.email, issue: `Please deliver to ${street}` } });
    expect(support.status).toBe(201);
    await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 30_000);
    const traces = [who.name, who.email, who.mobile, street, choice.locationName];
    // Every service holds something of them now: the search below looks where they really are.
    await eventually(async () => expect((await tracesLeft(traces)).map((found) => found.split('.')[0])).toEqual(expect.arrayContaining(['identity', 'scheduling', 'billing', 'order', 'notification'])), 20_000);

    // A live rental: refused, nothing deleted.
    const refused = await checkout.stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(refused).toMatchObject({ status: 409, body: { error: LIVE } });
    expect((await checkout.stack.call('GET', '/getUser', { token: customer.token })).status).toBe(200);

    // The rental ends by the real path: the customer pays it off through the gateway, billing's rental.owned
    // completes the order, and only then may the customer be deleted.
    const orderId = created.body.order._id;
    const payoff = await checkout.stack.call<{ owned?: boolean }>('POST', '/payNow', { token: customer.token, body: { orderId, payoff: true } });
    expect(payoff).toMatchObject({ status: 200, body: { owned: true } });
    await eventually(async () => expect(await databases.order.collection('orders').findOne({ user: customer.id })).toMatchObject({ status: 'completed', ownedAt: expect.any(Date) }), 20_000);
    expect((await checkout.stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken })).status).toBe(200);
    const deleted = await checkout.stack.probe.waitFor<{ userId: string }>('user.deleted', (event) => event.data.userId === customer.id);

    await eventually(async () => expect(await tracesLeft(traces)).toEqual([]), 30_000);
    // Kept for the books: the invoices with their amounts, the order with its items and amounts, the agreement's fingerprint.
    const invoices = await databases.billing.collection('invoices').find({ userId: customer.id }).toArray();
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices[0]).toMatchObject({ amountCents: created.body.order.totalToday * 100, status: 'paid' });
    expect(await databases.order.collection('orders').findOne({ user: customer.id })).toMatchObject({ monthlyTotalCents: created.body.order.monthlyTotal * 100, deliveryAddress: null });
    const agreement = await databases.billing.collection('agreements').findOne({ userId: customer.id });
    expect(agreement).toMatchObject({ customerName: 'Deleted customer', agreementHash: drafted.body.hash, signedDate: expect.any(String) });
    expect((agreement!['customerSignature'] as { length: () => number }).length()).toBe(0);
    expect(await databases.scheduling.collection('bookings').findOne({ customerId: customer.id })).toMatchObject({ deliveryDate: choice.deliveryDate, deliveryTime: choice.deliveryTime, locationName: null });

    // The same event delivered again, and the deletion told a second time: nothing changes.
    const before = await leftOf(customer);
    await checkout.stack.probe.publish(deleted);
    await deliver(newEvent('identity', userDeleted, { userId: customer.id }));
    expect(await leftOf(customer)).toEqual(before);
    expect(await tracesLeft(traces)).toEqual([]);

    // The deleted customer's token is refused, so is their order.
    expect((await checkout.createOrder(customer.token, choice)).status).toBe(401);
  }, 120_000);
});
