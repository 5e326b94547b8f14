import type { Connection } from '@rto/kit';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadOrderConfig, startOrder } from '@rto/order';
import { Types } from 'mongoose';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { storedOrder } from '../support/stored-order';

/**
 * API fuzzer and spec check: GET /get-orders?page=1&limit=10000 is the spec's own statistics call (spec 7, 9), and it
 * answered 400 "limit must be at most 100"; rows carried no `_id`, which the spec's client reads. It is now served
 * as a stream, batch by batch: 450 orders of 450 different customers cannot be named in one lookup (identity names
 * at most 200 ids at once), so a whole page read and named at once would fail here.
 */

const ADMIN = { email: 'order-statistics-admin@example.com', password: 'order-statistics-admin-password' };
const STRANGERS = 450;

interface Row {
  _id: string;
  user: string;
  id: string;
  userId: string;
  userName: string;
  status: string;
  deliveryDate: string;
  deliveryTime: string;
  locationName: string;
  location: Array<{ lat: number; lng: number }>;
  items: Array<{ _id: string; name: string; monthly_price: number }>;
  comboItem: unknown[];
  subscriptionId: string | null;
  createdAt: string;
  monthlyTotal: number;
}
interface OrdersPage {
  orders: Row[];
  pagination: { currentPage: number; totalPages: number; totalSubscriptions: number; limit: number; hasNext: boolean; hasPrev: boolean };
}

let stack: TestStack;
let orders: Connection;
let adminToken: string;
let renter: RegisteredCustomer;

const FREEZER = { itemName: 'Chest Freezer', category: 'freezer', monthlyTotalCents: 2_500 };
const CARMEL = { locationName: 'Carmel, Indiana' };

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      order: (env) => startOrder(loadOrderConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_FIGURES_MAX_AGE: '0' },
  });
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  renter = await stack.registerCustomer({ name: 'Rosa Quintero' });
  orders = await stack.database('order');
  const now = Date.now();
  await orders.collection('orders').insertMany([
    ...Array.from({ length: STRANGERS }, (_, index) => storedOrder(new Types.ObjectId().toHexString(), new Date(now - (index + 10) * 60_000), FREEZER, CARMEL)),
    ...Array.from({ length: 3 }, (_, index) => storedOrder(renter.id, new Date(now - index * 60_000), { ...FREEZER, itemName: 'Quiet Dishwasher Deluxe' }, CARMEL)),
  ]);
}, 60_000);

afterAll(() => stack?.stop());

const getOrders = (query: string, token = adminToken) => stack.call<OrdersPage>('GET', `/get-orders?${query}`, { token });

describe('GET /get-orders, the statistics call', () => {
  it('when the admin asks for page=1&limit=10000, then every placed order comes, newest first, each with _id, user and the order fields of spec 3', async () => {
    const answer = await getOrders('page=1&limit=10000');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    const total = STRANGERS + 3;
    expect(answer.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalSubscriptions: total, limit: 10_000, hasNext: false, hasPrev: false });
    expect(answer.body.orders).toHaveLength(total);

    const stored = await orders.collection('orders').find({}).sort({ placedAt: -1, _id: -1 }).project({ _id: 1, user: 1 }).toArray();
    expect(answer.body.orders.map((row) => row._id)).toEqual(stored.map((order) => String(order._id)));
    for (const row of answer.body.orders) {
      expect(row._id).toBe(row.id);
      expect(row.user).toBe(row.userId);
      expect(row).toEqual(
        expect.objectContaining({ status: 'active', deliveryDate: '2026-01-10', deliveryTime: '3:00 PM', locationName: 'Carmel, Indiana', comboItem: [], monthlyTotal: 25 }),
      );
      expect(row.location).toEqual([{ lat: 39.77, lng: -86.16 }]);
      expect(row.subscriptionId).toMatch(/^sub_/);
      expect(row.items[0]).toMatchObject({ monthly_price: 25 });
    }
    // Customers identity knows are named; the strangers' accounts do not exist.
    expect(answer.body.orders.slice(0, 3).map((row) => row.userName)).toEqual(['Rosa Quintero', 'Rosa Quintero', 'Rosa Quintero']);
    expect(answer.body.orders.at(-1)!.userName).toBe('Unknown User');
  });

  it('when a large page is not the first, or is searched, then it holds what the whole list holds there', async () => {
    const whole = (await getOrders('page=1&limit=10000')).body.orders.map((row) => row._id);
    const second = await getOrders('page=2&limit=200');
    expect(second.status).toBe(200);
    expect(second.body.orders.map((row) => row._id)).toEqual(whole.slice(200, 400));
    expect(second.body.pagination).toMatchObject({ currentPage: 2, totalPages: 3, hasNext: true, hasPrev: true });

    const searched = await getOrders('page=1&limit=10000&search=dishwasher');
    expect(searched.body.orders.map((row) => row.user)).toEqual([renter.id, renter.id, renter.id]);
    const beyond = await getOrders('page=5&limit=5000');
    expect(beyond.body).toMatchObject({ orders: [], pagination: { totalSubscriptions: STRANGERS + 3, currentPage: 5 } });
  });

  it('when a page of the back office (100 rows or fewer) is asked for, then its rows carry _id and user too', async () => {
    const page = await getOrders('page=1&limit=10');
    expect(page.status).toBe(200);
    expect(page.body.orders[0]).toMatchObject({ _id: page.body.orders[0]!.id, user: renter.id });
  });

  it('when the limit passes 10,000, then 400 with the bound in words', async () => {
    const refused = await getOrders('page=1&limit=10001');
    expect(refused).toMatchObject({ status: 400, body: { error: 'limit must be at most 10000' } });
  });

  it('when a customer or nobody makes the statistics call, then 403 or 401 and no order is shown', async () => {
    const asCustomer = await getOrders('page=1&limit=10000', renter.token);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).not.toHaveProperty('orders');
    const anonymous = await stack.call('GET', '/get-orders?page=1&limit=10000');
    expect(anonymous.status).toBe(401);
  });
});
