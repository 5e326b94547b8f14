import { signServiceToken } from '@rto/kit';
import { testEnvironment } from '@rto/kit/testing';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadOrderConfig, startOrder } from '@rto/order';
import type { Collection } from 'mongodb';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * Deleting a customer asks order and billing first (issue 22, item 6): a live rental refuses it, so does a balance
 * still owed on a rental that is over (returned or repossessed with arrears, owned with a late fee unpaid), a service
 * that does not answer refuses it too, and only a customer whose rentals are all over and paid for is deleted.
 */
const ADMIN = { email: 'rentals-admin@example.com', password: 'rentals-admin-password' };
const LIVE = 'This customer has rentals that are still running: end their rentals first';

let stack: TestStack;
let adminToken: string;
let orders: Collection;
let invoices: Collection;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
      order: (env) => startOrder(loadOrderConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
  expect(login.status).toBe(200);
  adminToken = login.body.token;
  orders = (await stack.database('order')).collection('orders') as unknown as Collection;
  invoices = (await stack.database('billing')).collection('invoices') as unknown as Collection;
});

afterAll(() => stack?.stop());

/** An order of the customer's in a given status, written where order keeps it (only what the question reads). */
async function orderOf(customer: RegisteredCustomer, status: string): Promise<string> {
  const { insertedId } = await orders.insertOne({ user: customer.id, status, placedAt: new Date() });
  return String(insertedId);
}

let invoiceCount = 0;

/**
 * An invoice of the customer's, written where billing keeps it as billing writes it (the question reads who, how much
 * and whether it is paid). Unpaid ones of an ended rental are marked `rentalEnded`, as order.returned leaves them.
 */
async function invoiceOf(customer: RegisteredCustomer, invoice: { orderId: string | null; amountCents: number; status: 'paid' | 'failed' | 'open'; kind?: string }): Promise<string> {
  const invoiceId = `in_owed_${stack.suffix}_${(invoiceCount += 1)}`;
  const issuedAt = new Date();
  await invoices.insertOne({
    invoiceId,
    userId: customer.id,
    provider: 'sandbox',
    subscriptionId: null,
    period: null,
    currency: 'usd',
    kind: 'rent',
    issuedAt,
    dueDate: issuedAt.toISOString().slice(0, 10),
    paidAt: invoice.status === 'paid' ? issuedAt : null,
    lines: [],
    rentalEnded: invoice.status !== 'paid' && invoice.orderId !== null,
    outbox: [],
    ...invoice,
  });
  return invoiceId;
}

/** What Pay Now's write does to an invoice it settles (the fields the question reads). */
const pay = (invoiceId: string) => invoices.updateOne({ invoiceId }, { $set: { status: 'paid', paidAt: new Date(), failureMessage: null } });

const owes = (balance: string) => `This customer still owes ${balance}: the balance must be settled before the account is deleted`;

async function stillThere(customer: RegisteredCustomer): Promise<void> {
  const me = await stack.call<{ user: { _id: string } }>('GET', '/getUser', { token: customer.token });
  expect(me.status).toBe(200);
  expect(me.body.user._id).toBe(customer.id);
}

const deletedEvents = (customer: RegisteredCustomer) => stack.probe.all('user.deleted').filter((e) => (e.data as { userId: string }).userId === customer.id);

describe('deleting a customer who still rents', () => {
  it.each(['active', 'pending', 'paused', 'overdue'])('when the customer has an order that is %s, then 409 names it, the account stays and no user.deleted is published', async (status) => {
    const customer = await stack.registerCustomer();
    await orderOf(customer, 'cancelled');
    await orderOf(customer, status);

    const refused = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: `${LIVE} (1 still running)` });
    await stillThere(customer);
    // The same request twice at once: both refused, nothing deleted.
    const twice = await Promise.all([1, 2].map(() => stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken })));
    expect(twice.map((answer) => answer.status)).toEqual([409, 409]);
    await stillThere(customer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deletedEvents(customer)).toEqual([]);
  });

  it('when the live order is cancelled and another completed, then the customer is deleted as before and user.deleted is published', async () => {
    const customer = await stack.registerCustomer();
    await orderOf(customer, 'active');
    await orderOf(customer, 'completed');
    expect((await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken })).status).toBe(409);

    await orders.updateOne({ user: customer.id, status: 'active' }, { $set: { status: 'cancelled' } });
    const deleted = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'User deleted successfully' });
    await stack.probe.waitFor<{ userId: string }>('user.deleted', (e) => e.data.userId === customer.id);
    expect((await stack.call('GET', '/getUser', { token: customer.token })).status).toBe(401);
  });

  it('when a customer calls the admin path, even on their own account, then 403 and nothing is deleted', async () => {
    const customer = await stack.registerCustomer();
    const other = await stack.registerCustomer();
    for (const target of [customer, other]) {
      const refused = await stack.call('DELETE', `/delete-user/${target.id}`, { token: customer.token });
      expect(refused.status).toBe(403);
      await stillThere(target);
    }
  });
});

describe('deleting a customer who still owes the store', () => {
  it('when the rental is over (completed) but its rent and late fee are unpaid, then 409 names the balance, the account stays and no user.deleted is published; once both are paid, the customer is deleted', async () => {
    const customer = await stack.registerCustomer();
    const orderId = await orderOf(customer, 'completed');
    await invoiceOf(customer, { orderId, amountCents: 4999, status: 'paid' });
    const rent = await invoiceOf(customer, { orderId, amountCents: 4999, status: 'failed' });
    const fee = await invoiceOf(customer, { orderId, amountCents: 800, status: 'failed', kind: 'late-fee' });

    const refused = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: owes('$57.99') });
    await stillThere(customer);

    // The rent paid, the late fee still owed: still refused, for what is left.
    await pay(rent);
    const feeLeft = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(feeLeft).toMatchObject({ status: 409, body: { error: owes('$8.00') } });
    await stillThere(customer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deletedEvents(customer)).toEqual([]);

    await pay(fee);
    const deleted = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'User deleted successfully' });
    await stack.probe.waitFor<{ userId: string }>('user.deleted', (e) => e.data.userId === customer.id);
    expect((await stack.call('GET', '/getUser', { token: customer.token })).status).toBe(401);
    // Kept for the books: the invoices are still billing's, paid.
    expect(await invoices.countDocuments({ userId: customer.id, status: 'paid' })).toBe(3);
  });

  it('when the only thing owed is an open invoice (issued to be paid, not yet late), then the deletion is refused too', async () => {
    const customer = await stack.registerCustomer();
    const orderId = await orderOf(customer, 'owned');
    await invoiceOf(customer, { orderId, amountCents: 12_345, status: 'open' });

    const refused = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(refused).toMatchObject({ status: 409, body: { error: owes('$123.45') } });
    await stillThere(customer);
  });
});

describe("billing's amount-owed route", () => {
  const url = (userId: string) => `${stack.services['billing']!.url}/internal/customers/${userId}/owed`;
  const settings = () => loadBillingConfig(testEnvironment(stack.namespace, `billing-${stack.suffix}`));
  const asIdentity = () => ({ headers: { authorization: `Bearer ${signServiceToken(settings(), 'identity')}` } });

  it("when identity asks with a service credential, then it answers the sum of the customer's unpaid invoices (failed and open, of any order or none), paid ones and other customers' left out", async () => {
    const customer = await stack.registerCustomer();
    const other = await stack.registerCustomer();
    const orderId = await orderOf(customer, 'completed');
    await invoiceOf(customer, { orderId, amountCents: 10_000, status: 'paid' });
    await invoiceOf(customer, { orderId, amountCents: 4999, status: 'failed' });
    await invoiceOf(customer, { orderId, amountCents: 800, status: 'failed', kind: 'late-fee' });
    await invoiceOf(customer, { orderId: null, amountCents: 1500, status: 'open' });
    await invoiceOf(other, { orderId: null, amountCents: 99_999, status: 'failed' });

    const answer = await fetch(url(customer.id), asIdentity());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ owedCents: 7299, unpaidInvoices: 3 });

    const nobody = await fetch(url('000000000000000000000000'), asIdentity());
    expect(await nobody.json()).toEqual({ owedCents: 0, unpaidInvoices: 0 });
  });

  it('when a caller has no service credential (none, a customer token, an admin token, a forged one), then 401 and no figure', async () => {
    const customer = await stack.registerCustomer();
    await invoiceOf(customer, { orderId: null, amountCents: 2500, status: 'failed' });
    const forged = signServiceToken({ ...settings(), SERVICE_TOKEN_SECRET: 'not-the-service-secret-at-all-0123456789' }, 'identity');
    for (const token of [undefined, customer.token, adminToken, forged]) {
      const answer = await fetch(url(customer.id), token ? { headers: { authorization: `Bearer ${token}` } } : {});
      expect(answer.status).toBe(401);
      expect(JSON.stringify(await answer.json())).not.toMatch(/owedCents|2500/);
    }
  });

  it('when the id is malformed (blank, or longer than 64 characters), then 400 and no figure', async () => {
    for (const id of ['%20%20%20', 'a'.repeat(65)]) {
      const answer = await fetch(url(id), asIdentity());
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).not.toMatch(/owedCents/);
    }
  });

  it('when it is called through the gateway, then 404: the gateway never routes it', async () => {
    const customer = await stack.registerCustomer();
    const answer = await stack.call('GET', `/internal/customers/${customer.id}/owed`, { token: adminToken });
    expect(answer.status).toBe(404);
  });
});

describe("order's live-orders route", () => {
  const url = (userId: string) => `${stack.services['order']!.url}/internal/users/${userId}/live-orders`;
  const settings = () => loadOrderConfig(testEnvironment(stack.namespace, `order-${stack.suffix}`));

  it('when identity asks with a service credential, then it answers the count and a few ids, newest first', async () => {
    const customer = await stack.registerCustomer();
    const ids: string[] = [];
    for (const status of ['active', 'overdue', 'completed', 'owned', 'cancelled']) ids.push(await orderOf(customer, status));
    const answer = await fetch(url(customer.id), { headers: { authorization: `Bearer ${signServiceToken(settings(), 'identity')}` } });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { liveOrders: number; orderIds: string[] };
    expect(body.liveOrders).toBe(2);
    expect(body.orderIds.sort()).toEqual([ids[0], ids[1]].sort());

    const nobody = await fetch(url('000000000000000000000000'), { headers: { authorization: `Bearer ${signServiceToken(settings(), 'identity')}` } });
    expect(await nobody.json()).toEqual({ liveOrders: 0, orderIds: [] });
  });

  it('when a caller has no service credential (none, a customer token, an admin token, a forged one), then 401 and no answer', async () => {
    const customer = await stack.registerCustomer();
    await orderOf(customer, 'active');
    const forged = signServiceToken({ ...settings(), SERVICE_TOKEN_SECRET: 'not-the-service-secret-at-all-0123456789' }, 'identity');
    for (const token of [undefined, customer.token, adminToken, forged]) {
      const answer = await fetch(url(customer.id), token ? { headers: { authorization: `Bearer ${token}` } } : {});
      expect(answer.status).toBe(401);
      expect(JSON.stringify(await answer.json())).not.toMatch(/liveOrders/);
    }
  });

  it('is never routed by the gateway', async () => {
    const customer = await stack.registerCustomer();
    const answer = await stack.call('GET', `/internal/users/${customer.id}/live-orders`, { token: adminToken });
    expect(answer.status).toBe(404);
  });
});

// Last: these stop billing, then order, for good.
describe('when billing does not answer', () => {
  it('then deleting answers 503 "try again shortly", the customer stays and no user.deleted is published', async () => {
    const customer = await stack.registerCustomer();
    await stack.services['billing']!.stop();
    delete stack.services['billing'];

    const refused = await stack.call<{ error: string }>('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('Could not check what this customer owes. Please try again shortly');
    await stillThere(customer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deletedEvents(customer)).toEqual([]);
  });
});

describe('when order does not answer', () => {
  it('then deleting answers 503 "try again shortly", the customer stays and no user.deleted is published', async () => {
    const customer = await stack.registerCustomer();
    await stack.services['order']!.stop();
    delete stack.services['order'];

    const refused = await stack.call<{ error: string }>('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/Please try again shortly/);
    await stillThere(customer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deletedEvents(customer)).toEqual([]);
  });
});
