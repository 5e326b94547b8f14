import type { Connection } from '@rto/kit';
import { Types } from 'mongoose';
import { Checkout } from '../support/checkout';
import { storedOrder } from '../support/stored-order';

/**
 * Every row of the admin's subscriptions names its customer while identity has them (issue 25: rows said "Unknown
 * User" for customers who existed): a page of 100 distinct customers, a later page, and the statistics call's
 * stream over more customers than one identity lookup takes (200). Only a deleted customer is "Unknown User".
 */

const ADMIN = { email: 'names-admin@example.com', password: 'names-admin-password' };
const CUSTOMERS = 230;

let checkout: Checkout;
let adminToken: string;
let identity: Connection;
let orders: Connection;
const named = new Map<string, { name: string; email: string }>();
let deletedId: string;

interface Row {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
}

beforeAll(async () => {
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_FIGURES_MAX_AGE: '0' });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  identity = await checkout.database('identity');
  orders = await checkout.database('order');
  const now = Date.now();
  // Customers as identity stores them, one order each (two for the first), newest first in the list.
  const users = Array.from({ length: CUSTOMERS }, (_, index) => {
    const _id = new Types.ObjectId();
    const user = { _id, name: `Renter ${index}`, email: `renter.${index}.${_id.toHexString()}@example.com`, mobile: '', role: 'customer', billingPaused: false, verified: true, sessionVersion: 0, deletedAt: null, outbox: [], createdAt: new Date(now - 1_000_000), updatedAt: new Date(now - 1_000_000) };
    named.set(_id.toHexString(), { name: user.name, email: user.email });
    return user;
  });
  const gone = new Types.ObjectId();
  deletedId = gone.toHexString();
  await identity.collection('users').insertMany([...users, { _id: gone, name: '[deleted]', email: `deleted.${deletedId}@invalid`, role: 'customer', deletedAt: new Date(now - 1_000), outbox: [], createdAt: new Date(now - 1_000_000) }]);
  const ids = [...named.keys()];
  await orders.collection('orders').insertMany([
    ...ids.map((id, index) => storedOrder(id, new Date(now - (index + 1) * 60_000))),
    storedOrder(ids[0]!, new Date(now - (CUSTOMERS + 5) * 60_000)),
    storedOrder(deletedId, new Date(now - (CUSTOMERS + 10) * 60_000)),
  ]);
}, 120_000);

afterAll(async () => {
  await checkout?.stop();
});

async function listed(query: string): Promise<Row[]> {
  const answer = await checkout.stack.call<{ orders: Row[] }>('GET', `/get-orders?${query}`, { token: adminToken });
  expect(answer.status).toBe(200);
  return answer.body.orders;
}

function expectNamed(rows: Row[]) {
  const wrong = rows.filter((row) => (row.userId === deletedId ? row.userName !== 'Unknown User' : row.userName !== named.get(row.userId)?.name || row.userEmail !== named.get(row.userId)?.email));
  expect(wrong.map((row) => `${row.id}: ${row.userName}`)).toEqual([]);
}

describe('the customers named on the admin rows', () => {
  it('when a page holds 100 customers, and on the pages after it, then each row names its customer', async () => {
    for (const page of [1, 2, 3]) {
      const rows = await listed(`page=${page}&limit=100`);
      expect(rows.length).toBeGreaterThan(0);
      expectNamed(rows);
    }
  });

  it('when the statistics call reads every order (more customers than one lookup takes), then each row names its customer', async () => {
    const rows = await listed('page=1&limit=10000');
    expect(rows).toHaveLength(CUSTOMERS + 2);
    expectNamed(rows);
    expect(rows.filter((row) => row.userName === 'Unknown User').map((row) => row.userId)).toEqual([deletedId]);
  });

  it('when the admin pauses and resumes a customer\'s subscription, then the answer names them', async () => {
    const [row] = await listed('page=1&limit=1');
    const paused = await checkout.stack.call<{ order: Row }>('PATCH', `/pauseSubscription/${row!.id}`, { token: adminToken });
    expect(paused.body.order).toMatchObject({ userId: row!.userId, userName: named.get(row!.userId)!.name });
    const resumed = await checkout.stack.call<{ order: Row }>('PATCH', `/unpauseSubscription/${row!.id}`, { token: adminToken });
    expect(resumed.body.order).toMatchObject({ userId: row!.userId, userName: named.get(row!.userId)!.name });
  });
});
