import type { Connection } from '@rto/kit';
import { Checkout } from '../support/checkout';
import { storedOrder } from '../support/stored-order';

/**
 * The admin's rows name a live customer whatever happened around the page kept for a moment (issue 25: rows said
 * "Unknown User" for customers who existed), with the back office's cache on as in production: a customer who signs
 * up after a page was kept, then is renamed by the admin and has billing paused (suspended); an admin who placed an
 * order; the dashboard's recent list and a search; and identity going away while pages are read (a 503 or a page kept
 * from before, never a page of unknowns, and none kept).
 */

const ADMIN = { email: 'kept-names-admin@example.com', password: 'kept-names-admin-password' };
const UNKNOWN = 'Unknown User';
/** How long the back office keeps a page here (ADMIN_FIGURES_MAX_AGE). */
const KEPT_MS = 1_000;

let checkout: Checkout;
let adminToken: string;
let identity: Connection;
let orders: Connection;

interface Row {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
}

beforeAll(async () => {
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_FIGURES_MAX_AGE: `${KEPT_MS / 1_000}s` });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  identity = await checkout.database('identity');
  orders = await checkout.database('order');
}, 120_000);

afterAll(async () => {
  await checkout?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listed(query: string): Promise<{ status: number; rows: Row[] }> {
  const answer = await checkout.stack.call<{ orders?: Row[] }>('GET', `/get-orders?${query}`, { token: adminToken });
  return { status: answer.status, rows: answer.body.orders ?? [] };
}

/**
 * Reads the page until `done` holds (a kept page shows a change a moment late), checking at every read that no row
 * of `userId` says Unknown User.
 */
async function readUntil(query: string, userId: string, done: (rows: Row[]) => boolean): Promise<Row[]> {
  const until = Date.now() + 10 * KEPT_MS;
  for (;;) {
    const { status, rows } = await listed(query);
    expect(status).toBe(200);
    expect(rows.filter((row) => row.userId === userId && row.userName === UNKNOWN)).toEqual([]);
    if (done(rows)) return rows;
    if (Date.now() > until) throw new Error(`the page never showed what was awaited: ${JSON.stringify(rows.filter((row) => row.userId === userId))}`);
    await pause(KEPT_MS / 4);
  }
}

const rowsOf = (rows: Row[], userId: string) => rows.filter((row) => row.userId === userId);

describe('the customers named on the kept admin pages', () => {
  it('when a customer signs up after a page was kept, orders, is renamed and suspended, then every read names them', async () => {
    await listed('page=1&limit=8');
    const customer = await checkout.customer('kept-names');
    await orders.collection('orders').insertOne(storedOrder(customer.id, new Date()));
    await readUntil('page=1&limit=8', customer.id, (rows) => rowsOf(rows, customer.id).some((row) => row.userName === 'Jane Renter'));

    const renamed = { name: 'Renamed Renter', email: checkout.stack.email('renamed'), mobile: '317-555-0101' };
    const updated = await checkout.stack.call('PUT', `/update-user/${customer.id}`, { token: adminToken, body: renamed });
    expect(updated.status).toBe(200);
    await readUntil('page=1&limit=8', customer.id, (rows) => rowsOf(rows, customer.id).some((row) => row.userName === renamed.name && row.userEmail === renamed.email));

    // Suspended: billing paused (identity takes it from billing's event).
    await identity.collection('users').updateOne({ email: renamed.email }, { $set: { billingPaused: true } });
    await pause(KEPT_MS * 1.5);
    const rows = await readUntil('page=1&limit=8', customer.id, () => true);
    await readUntil('page=1&limit=8', customer.id, () => true);
    expect(rowsOf(rows, customer.id).map((row) => row.userName)).toEqual(['Renamed Renter']);
    // The dashboard's recent list (5 a page) and a search by the new name.
    await readUntil('page=1&limit=5', customer.id, (recent) => rowsOf(recent, customer.id).length === 1);
    const found = await readUntil('page=1&limit=8&search=Renamed%20Renter', customer.id, () => true);
    expect(found.map((row) => row.userName)).toEqual(['Renamed Renter']);
  });

  it('when an admin placed an order, then the row names the admin', async () => {
    const me = await checkout.stack.call<{ user: { _id: string; name: string } }>('GET', '/getUser', { token: adminToken });
    await orders.collection('orders').insertOne(storedOrder(me.body.user._id, new Date()));
    const rows = await readUntil('page=1&limit=8', me.body.user._id, (page) => rowsOf(page, me.body.user._id).length === 1);
    expect(rowsOf(rows, me.body.user._id).map((row) => row.userName)).toEqual([me.body.user.name]);
  });

  it('when identity goes away, then a page is a 503 or one kept from before naming everyone, never a page of unknowns, and none is kept', async () => {
    const before = await listed('page=1&limit=8');
    expect(before.rows.filter((row) => row.userName === UNKNOWN)).toEqual([]);
    await checkout.stack.services['identity']!.stop();
    const statuses: number[] = [];
    for (let read = 0; read < 4; read += 1) {
      await pause(KEPT_MS * 1.2);
      const { status, rows } = await listed('page=1&limit=8');
      statuses.push(status);
      expect(rows.filter((row) => row.userName === UNKNOWN)).toEqual([]);
    }
    // The kept page may be served once while it is computed again; after that identity's absence is told.
    expect(statuses.slice(-2)).toEqual([503, 503]);
    const stats = await checkout.stack.call('GET', '/getAdminStats', { token: adminToken });
    expect(stats.status).toBe(503);
  });
});
