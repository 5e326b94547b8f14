import { signServiceToken } from '@rto/kit';
import { testEnvironment } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadOrderConfig, startOrder } from '@rto/order';
import type { Collection } from 'mongodb';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * Deleting a customer asks order first (issue 22, item 6): a live rental refuses it, an order service that does not
 * answer refuses it too, and only a customer whose rentals are all over is deleted.
 */
const ADMIN = { email: 'rentals-admin@example.com', password: 'rentals-admin-password' };
const LIVE = 'This customer has rentals that are still running: end their rentals first';

let stack: TestStack;
let adminToken: string;
let orders: Collection;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      order: (env) => startOrder(loadOrderConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
  expect(login.status).toBe(200);
  adminToken = login.body.token;
  orders = (await stack.database('order')).collection('orders') as unknown as Collection;
});

afterAll(() => stack?.stop());

/** An order of the customer's in a given status, written where order keeps it (only what the question reads). */
async function orderOf(customer: RegisteredCustomer, status: string): Promise<string> {
  const { insertedId } = await orders.insertOne({ user: customer.id, status, placedAt: new Date() });
  return String(insertedId);
}

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

// Last: it stops order for good.
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
