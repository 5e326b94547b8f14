import type { Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { Types } from 'mongoose';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { Checkout, customerWithCart } from '../support/checkout';
import { storedOrder } from '../support/stored-order';

/**
 * The admin's subscriptions, dashboard and analytics (spec 2.13, 2.15, 2.17) through the real gateway: identity
 * names the customers and counts the users, catalog counts the stock, order pages, filters, searches and counts
 * over all its orders, billing pauses the subscription an admin paused.
 */

const ADMIN = { email: 'order-admin@example.com', password: 'order-admin-password' };

interface Row {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  status: string;
  itemCount: number;
  monthlyTotal: number;
  subscriptionId: string | null;
  items: Array<{ name: string }>;
}
interface OrdersPage {
  orders: Row[];
  pagination: { currentPage: number; totalPages: number; totalSubscriptions: number; limit: number; hasNext: boolean; hasPrev: boolean };
  error?: string;
}

let checkout: Checkout;
let adminToken: string;
let orders: Connection;
let billing: Connection;
let identity: Connection;
let catalog: Connection;
let renter: RegisteredCustomer;
let other: RegisteredCustomer;

const call = <T = Record<string, unknown>>(method: string, path: string, token?: string) => checkout.stack.call<T>(method, path, token ? { token } : {});

/** An order as order stores it, placed at `placedAt`: what a long-running business has many of. */
function orderOf(user: string, status: string, placedAt: Date, itemName: string, monthlyTotalCents: number, locationName = 'Indianapolis, Indiana', city?: string) {
  return storedOrder(user, placedAt, { status, itemName, monthlyTotalCents }, {
    locationName,
    // The street address (issue 21) when `city` is given; orders placed before it have none.
    deliveryAddress: city ? { street: '200 E Washington St', city, state: 'IN', zipCode: '46204' } : null,
    ...(status === 'pending' ? { subscriptionId: null } : {}),
    cancellation: status === 'cancelled' ? { reason: 'payment-declined', message: 'Your card was declined.' } : null,
  });
}

beforeAll(async () => {
  // Every answer computed at its call: the figures are compared with direct counts right after each change.
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_FIGURES_MAX_AGE: '0' });
  const login = await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
  adminToken = login.body.token;
  orders = await checkout.database('order');
  billing = await checkout.database('billing');
  identity = await checkout.database('identity');
  catalog = await checkout.database('catalog');
  renter = await checkout.stack.registerCustomer({ name: 'Rosa Quintero', email: checkout.stack.email('rosa') });
  other = await checkout.stack.registerCustomer({ name: 'Omar Lindqvist', email: checkout.stack.email('omar') });

  // Eleven of Rosa's orders over the last months and four of Omar's, in every status the admin sees. Rosa's are all
  // delivered in Indianapolis, picked as three place names (issue 25); one of Omar's says 'Indy' without an address.
  const now = Date.now();
  const day = 24 * 3600 * 1000;
  const rosasPlaces: Array<[string, string?]> = [['Indianapolis, Indiana'], ['Indianapolis, Indiana, United States', 'Indianapolis'], ['Indy', 'Indianapolis']];
  const seeded = [
    ...Array.from({ length: 11 }, (_, index) =>
      orderOf(
        renter.id,
        ['active', 'active', 'paused', 'cancelled'][index % 4]!,
        new Date(now - (index + 1) * 9 * day),
        index === 3 ? 'Quiet Dishwasher Deluxe' : 'Front Load Washer',
        4_000 + index * 100,
        ...rosasPlaces[index % 3]!,
      ),
    ),
    ...Array.from({ length: 4 }, (_, index) => orderOf(other.id, index === 0 ? 'pending' : 'active', new Date(now - (index + 2) * 40 * day), 'Chest Freezer', 2_500, index === 3 ? 'Indy' : 'Carmel, Indiana')),
  ];
  await orders.collection('orders').insertMany(seeded);
  // A draft never placed: nobody's subscription, in no list or figure.
  await orders.collection('orders').insertOne({ ...orderOf(renter.id, 'cancelled', new Date(now), 'Front Load Washer', 4_000), placedAt: null });
}, 90_000);

afterAll(async () => {
  await checkout?.stop();
});

describe('who may call the admin paths', () => {
  it('when there is no token, then 401; when a customer calls, then 403; when an admin calls, then 200', async () => {
    const id = new Types.ObjectId().toHexString();
    for (const [method, path] of [
      ['GET', '/get-orders'],
      ['GET', '/getAdminStats'],
      ['GET', '/getAnalytics'],
      ['PATCH', `/pauseSubscription/${id}`],
      ['PATCH', `/unpauseSubscription/${id}`],
    ] as const) {
      expect((await call(method, path)).status).toBe(401);
      const refused = await call<{ error: string }>(method, path, renter.token);
      expect(refused.status).toBe(403);
      expect(typeof refused.body.error).toBe('string');
    }
    for (const path of ['/get-orders', '/getAdminStats', '/getAnalytics']) expect((await call('GET', path, adminToken)).status).toBe(200);
    // An admin pausing an order that does not exist is told so (the 200s of pause and resume are below).
    expect(await call('PATCH', `/pauseSubscription/${id}`, adminToken)).toMatchObject({ status: 404, body: { error: 'Subscription not found' } });
    expect(await call('PATCH', '/pauseSubscription/not-an-id', adminToken)).toMatchObject({ status: 400, body: { error: 'id must be a subscription id' } });
  });
});

describe('GET /get-orders', () => {
  it('when the admin pages through, then 8 rows a page, newest first, named from identity, and the pagination counts all', async () => {
    const first = await call<OrdersPage>('GET', '/get-orders', adminToken);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalSubscriptions: 15, limit: 8, hasNext: true, hasPrev: false });
    expect(first.body.orders).toHaveLength(8);
    expect(first.body.orders[0]).toMatchObject({ userId: renter.id, userName: 'Rosa Quintero', userEmail: renter.email, itemCount: 1, monthlyTotal: 40 });
    const second = await call<OrdersPage>('GET', '/get-orders?page=2', adminToken);
    expect(second.body.pagination).toMatchObject({ currentPage: 2, hasNext: false, hasPrev: true });
    expect(second.body.orders).toHaveLength(7);
    const ids = [...first.body.orders, ...second.body.orders].map((row) => row.id);
    expect(new Set(ids).size).toBe(15);
    const stored = await orders.collection('orders').find({ placedAt: { $ne: null } }).sort({ placedAt: -1 }).project({ _id: 1 }).toArray();
    expect(ids).toEqual(stored.map((order) => String(order['_id'])));
  });

  it('when the admin filters by status, then only that status, counted over all orders', async () => {
    for (const status of ['active', 'paused', 'cancelled', 'pending']) {
      const page = await call<OrdersPage>('GET', `/get-orders?status=${status}&limit=100`, adminToken);
      const expected = await orders.collection('orders').countDocuments({ status, placedAt: { $ne: null } });
      expect(page.body.pagination.totalSubscriptions).toBe(expected);
      expect(page.body.orders.every((row) => row.status === status)).toBe(true);
    }
    expect((await call<OrdersPage>('GET', '/get-orders?status=all', adminToken)).body.pagination.totalSubscriptions).toBe(15);
    expect(await call('GET', '/get-orders?status=lost', adminToken)).toMatchObject({ status: 400 });
    expect(await call('GET', '/get-orders?limit=0', adminToken)).toMatchObject({ status: 400 });
  });

  it("when the admin searches, then the customer's name or e-mail, an item's name or the order id match, on the server", async () => {
    const byName = await call<OrdersPage>('GET', '/get-orders?search=lindqv&limit=100', adminToken);
    expect(byName.body.pagination.totalSubscriptions).toBe(4);
    expect(byName.body.orders.every((row) => row.userName === 'Omar Lindqvist')).toBe(true);
    const byEmail = await call<OrdersPage>('GET', `/get-orders?search=${encodeURIComponent(renter.email.toUpperCase())}&limit=100`, adminToken);
    expect(byEmail.body.pagination.totalSubscriptions).toBe(11);
    const byItem = await call<OrdersPage>('GET', '/get-orders?search=dishwasher', adminToken);
    expect(byItem.body.orders.map((row) => row.items[0]!.name)).toEqual(['Quiet Dishwasher Deluxe']);
    const one = byItem.body.orders[0]!;
    expect((await call<OrdersPage>('GET', `/get-orders?search=${one.id}`, adminToken)).body.orders.map((row) => row.id)).toEqual([one.id]);
    const combined = await call<OrdersPage>('GET', '/get-orders?search=freezer&status=pending', adminToken);
    expect(combined.body.pagination.totalSubscriptions).toBe(1);
    expect((await call<OrdersPage>('GET', '/get-orders?search=nothing-matches-this', adminToken)).body).toMatchObject({ orders: [], pagination: { totalSubscriptions: 0, totalPages: 0 } });
  });

  it('when a stranger with an admin token sends a pattern, an endless search or page, then text is matched as text and bounds answer 400', async () => {
    // Regex syntax is matched literally: '.*' names no item and no customer, a catastrophic pattern comes back at once.
    for (const search of ['.*', '^', '(a+)+$', '[', 'Washer|Freezer']) {
      const page = await call<OrdersPage>('GET', `/get-orders?search=${encodeURIComponent(search)}`, adminToken);
      expect(page).toMatchObject({ status: 200, body: { orders: [], pagination: { totalSubscriptions: 0 } } });
    }
    expect(await call('GET', `/get-orders?search=${'a'.repeat(101)}`, adminToken)).toMatchObject({ status: 400, body: { error: 'search must be at most 100 characters' } });
    for (const query of ['page=0', 'page=-1', 'page=10001', 'page=1e9', 'page=abc', 'limit=10001', 'limit=1.5', 'limit=999999']) {
      const refused = await call<{ error: string }>('GET', `/get-orders?${query}`, adminToken);
      expect({ query, status: refused.status, error: typeof refused.body.error }).toEqual({ query, status: 400, error: 'string' });
    }
  });
});

describe('GET /getAdminStats and GET /getAnalytics', () => {
  it('when the admin opens the dashboard, then every figure equals a direct count over all the data', async () => {
    // Two products were in the catalogue before this month (the rest were seeded now): the inventory's change.
    const old = await catalog.collection('products').find({ stockStatus: 'available' }).limit(2).toArray();
    await catalog.collection('products').updateMany({ _id: { $in: old.map((product) => product['_id']) } }, { $set: { createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) } });
    const stats = await call<{ stats: Record<string, number>; changes: Record<string, { current: number; previous: number; percent: number }> }>('GET', '/getAdminStats', adminToken);
    expect(stats.status).toBe(200);
    const users = identity.collection('users');
    // The customers (issue 25: the admin, logged in here, is not counted).
    const live = { deletedAt: null, role: 'customer' };
    const placed = (status?: string) => orders.collection('orders').countDocuments({ placedAt: { $ne: null }, ...(status ? { status } : {}) });
    const active = await orders.collection('orders').find({ placedAt: { $ne: null }, status: 'active' }).toArray();
    const revenueCents = active.reduce((sum, order) => sum + (order['monthlyTotalCents'] as number), 0);
    const products = catalog.collection('products');
    // The seeded catalogue has products low on stock and the admin is a live user: both left out before issue 25.
    expect(await products.countDocuments({ stockStatus: 'low' })).toBeGreaterThan(0);
    expect(await users.countDocuments({ deletedAt: null, role: 'admin' })).toBeGreaterThan(0);
    expect(stats.body.stats).toEqual({
      totalUsers: await users.countDocuments(live),
      activeUsers: await users.countDocuments({ ...live, billingPaused: { $ne: true } }),
      suspendedUsers: await users.countDocuments({ ...live, billingPaused: true }),
      verifiedUsers: await users.countDocuments({ ...live, verified: true }),
      totalSubscriptions: await placed(),
      activeSubscriptions: await placed('active'),
      pausedSubscriptions: await placed('paused'),
      cancelledSubscriptions: await placed('cancelled'),
      monthlyRevenue: revenueCents / 100,
      totalProducts: await products.countDocuments({}),
      // Rentable: 'available' and 'low' (issue 25: the card left the low ones out).
      availableInventory: await products.countDocuments({ stockStatus: { $in: ['available', 'low'] } }),
      lowStockItems: await products.countDocuments({ stockStatus: 'low' }),
      rentedItems: await products.countDocuments({ stockStatus: 'rented' }),
      maintenanceItems: await products.countDocuments({ stockStatus: 'maintenance' }),
      // billing's figures (no invoice yet here; admin-money.test.ts has them).
      collectedThisMonth: 0,
      overdue: { amount: 0, orders: 0 },
    });
    // This month against its start: all users signed up this month (the test's own), orders placed before it.
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const activeBefore = active.filter((order) => (order['placedAt'] as Date) < monthStart);
    expect(stats.body.changes['users']).toMatchObject({ current: stats.body.stats['totalUsers'], previous: await users.countDocuments({ ...live, createdAt: { $lt: monthStart } }) });
    expect(stats.body.changes['subscriptions']).toMatchObject({ current: active.length, previous: activeBefore.length });
    const available = await products.countDocuments({ stockStatus: { $in: ['available', 'low'] } });
    expect(stats.body.changes['inventory']).toEqual({ current: available, previous: 2, percent: Math.round(((available - 2) / 2) * 1000) / 10 });
    const revenueBefore = activeBefore.reduce((sum, order) => sum + (order['monthlyTotalCents'] as number), 0) / 100;
    expect(stats.body.changes['revenue']).toEqual({
      current: revenueCents / 100,
      previous: revenueBefore,
      percent: revenueBefore === 0 ? 100 : Math.round(((revenueCents / 100 - revenueBefore) / revenueBefore) * 1000) / 10,
    });
  });

  it('when the admin opens analytics, then churn, LTV, the trend, growth, categories and places are computed over all the data', async () => {
    const analytics = await call<{
      monthlyRevenue: number;
      totalUsers: number;
      churnRate: number;
      averageLtv: number;
      revenueTrend: Array<{ month: string; revenue: number }>;
      userGrowth: Array<{ month: string; newUsers: number; totalUsers: number }>;
      categoryShare: Array<{ category: string; rentals: number; percent: number }>;
      topLocations: Array<{ locationName: string; city: string | null; state: string | null; orders: number }>;
    }>('GET', '/getAnalytics', adminToken);
    expect(analytics.status).toBe(200);
    const body = analytics.body;
    const stats = (await call<{ stats: Record<string, number> }>('GET', '/getAdminStats', adminToken)).body.stats;
    const total = stats['totalSubscriptions']!;
    expect(body.monthlyRevenue).toBe(stats['monthlyRevenue']);
    expect(body.totalUsers).toBe(stats['totalUsers']);
    expect(body.churnRate).toBe(Math.round((stats['cancelledSubscriptions']! / total) * 1000) / 10);
    expect(body.averageLtv).toBe(Math.round((stats['monthlyRevenue']! * 100 * 12) / stats['activeUsers']!) / 100);
    expect(body.revenueTrend).toHaveLength(6);
    expect(body.revenueTrend.at(-1)!.revenue).toBe(body.monthlyRevenue);
    expect(body.revenueTrend.map((point) => point.revenue)).toEqual([...body.revenueTrend.map((point) => point.revenue)].sort((a, b) => a - b));
    expect(body.userGrowth).toHaveLength(6);
    expect(body.userGrowth.at(-1)!.totalUsers).toBe(stats['totalUsers']);
    // Rentals: the items of the subscriptions that started (not pending, not cancelled): all washers here.
    const started = await orders.collection('orders').countDocuments({ placedAt: { $ne: null }, status: { $in: ['active', 'paused', 'overdue', 'completed'] } });
    expect(body.categoryShare).toEqual([{ category: 'washer', rentals: started, percent: 100 }]);
    // By city and state (issue 25): the address's, else the place name's; 'Indy' without an address stays itself.
    expect(body.topLocations).toEqual([
      { locationName: 'Indianapolis, Indiana', city: 'Indianapolis', state: 'IN', orders: 11 },
      { locationName: 'Carmel, Indiana', city: 'Carmel', state: 'IN', orders: 3 },
      { locationName: 'Indy', city: null, state: null, orders: 1 },
    ]);
  });
});

describe('pause and resume', () => {
  it('when the admin pauses an active subscription, then it is paused and billing stops drafting it; resumed, it drafts again', async () => {
    const customer = await customerWithCart(checkout, 'pause');
    await checkout.storeBilling(customer.token);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    const orderId = created.body.order._id;
    await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 15_000);
    const subscription = () => billing.collection('subscriptions').findOne({ orderId });

    const paused = await call<{ message: string; order: Row }>('PATCH', `/pauseSubscription/${orderId}`, adminToken);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ message: 'Subscription paused successfully', order: { id: orderId, status: 'paused', userId: customer.id, userName: customer.name } });
    const event = await checkout.stack.probe.waitFor<{ orderId: string }>('order.paused', (e) => e.data.orderId === orderId);
    expect(event.data).toMatchObject({ orderId, userId: customer.id, subscriptionId: paused.body.order.subscriptionId });
    await eventually(async () => expect(await subscription()).toMatchObject({ orderPaused: true, collectionPaused: false }));
    expect(await call('PATCH', `/pauseSubscription/${orderId}`, adminToken)).toMatchObject({ status: 409, body: { error: 'An order that is paused cannot be paused' } });

    const resumed = await call<{ message: string; order: Row }>('PATCH', `/unpauseSubscription/${orderId}`, adminToken);
    expect(resumed.body).toMatchObject({ message: 'Subscription resumed successfully', order: { id: orderId, status: 'active' } });
    await eventually(async () => expect(await subscription()).toMatchObject({ orderPaused: false }));
    expect((await subscription())!['nextDraftAt']).toBeInstanceOf(Date);
    expect(await call('PATCH', `/unpauseSubscription/${orderId}`, adminToken)).toMatchObject({ status: 409, body: { error: 'An order that is active cannot be resumed' } });
    expect((await orders.collection('orders').findOne({ _id: new Types.ObjectId(orderId) }))!['status']).toBe('active');
  }, 60_000);

  it('when the admin pauses a cancelled subscription, then 409 and nothing changes', async () => {
    const cancelled = await orders.collection('orders').findOne({ status: 'cancelled', placedAt: { $ne: null } });
    const id = String(cancelled!['_id']);
    expect(await call('PATCH', `/pauseSubscription/${id}`, adminToken)).toMatchObject({ status: 409, body: { error: 'An order that is cancelled cannot be paused' } });
    expect(await call('PATCH', `/unpauseSubscription/${id}`, adminToken)).toMatchObject({ status: 409 });
    expect((await orders.collection('orders').findOne({ _id: cancelled!['_id'] }))!['status']).toBe('cancelled');
  });
});
