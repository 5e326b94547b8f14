/**
 * The admin dashboard's data under load (issue 13): ADMIN_BENCH_ORDERS (10,000) orders and ADMIN_BENCH_USERS (5,000)
 * users written straight into order's and identity's databases (bulk inserts: a business that has run for a year),
 * then identity, catalog, order and a gateway as separate processes, and GET /getAdminStats and GET /get-orders
 * (pages 1 to 20, every status filter) measured through the gateway with autocannon at 10 connections, as an admin.
 * Goal: p99 <= 100 ms for each. `measureAdmin` runs it, `reportAdmin` prints it; `make bench` wires them in.
 */
import autocannon from 'autocannon';
import { connectMongo } from '@rto/kit';
import { Types } from 'mongoose';
import { atMost, type GoalRow } from './goals';
import { measuredOf, type Measured } from './measure';
import { startProcess, waitFor } from './processes';

const ADMIN_PORTS = { identity: 4121, catalog: 4122, order: 4126, gateway: 8190, gatewayOperations: 8191 };
const CONNECTIONS = 10;
const GOAL_P99_MS = 100;
const DAY_MS = 24 * 3600 * 1000;

export type AdminMeasured = Measured;

export interface AdminBenchOptions {
  /** The test servers' settings and the run's namespace (as run.ts builds `common`). */
  common: Record<string, string>;
  /** The database URL of a service in this run. */
  databaseOf: (service: string) => string;
  orders?: number;
  users?: number;
  durationSeconds?: number;
}

const STATUSES = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'paused', 'cancelled', 'cancelled', 'cancelled', 'pending'] as const;
const PLACES = ['Indianapolis, Indiana', 'Carmel, Indiana', 'Fishers, Indiana', 'Noblesville, Indiana', 'Greenwood, Indiana', 'Lafayette, Indiana', 'Bloomington, Indiana', 'Muncie, Indiana'];
const ITEMS = [
  { name: '55" Smart TV', category: 'tv', monthlyPriceCents: 5_500 },
  { name: 'French Door Refrigerator', category: 'refrigerator', monthlyPriceCents: 4_000 },
  { name: 'Chest Freezer', category: 'freezer', monthlyPriceCents: 2_500 },
  { name: 'Electric Stove', category: 'stove', monthlyPriceCents: 3_500 },
  { name: 'Front Load Washer', category: 'washer', monthlyPriceCents: 3_000 },
  { name: 'Washer and Dryer Set', category: 'combo', monthlyPriceCents: 6_000 },
];

/** `count` customers, signed up over the last year; every tenth suspended, two in three verified. */
export function seedUsers(run: string, count: number, now: number) {
  return Array.from({ length: count }, (_, index) => {
    const createdAt = new Date(now - ((index * 7919) % 365) * DAY_MS - index * 1000);
    return {
      _id: new Types.ObjectId(),
      name: `Bench Customer ${index}`,
      email: `${run}-customer-${index}@example.com`,
      mobile: '317-555-0100',
      role: 'customer',
      billingPaused: index % 10 === 0,
      verified: index % 3 !== 0,
      sessionVersion: 0,
      deletedAt: null,
      outbox: [],
      createdAt,
      updatedAt: createdAt,
      __v: 0,
    };
  });
}

/** `count` placed orders of those customers over the last year, in the statuses and places a business sees. */
export function seedOrders(userIds: readonly string[], count: number, now: number) {
  return Array.from({ length: count }, (_, index) => {
    const placedAt = new Date(now - ((index * 104_729) % 365) * DAY_MS - index * 1000);
    const status = STATUSES[index % STATUSES.length]!;
    const items = Array.from({ length: 1 + (index % 3) }, (_, line) => {
      const item = ITEMS[(index + line) % ITEMS.length]!;
      return { productId: new Types.ObjectId().toHexString(), name: item.name, monthlyPriceCents: item.monthlyPriceCents, stockStatus: 'available', photo: '', category: item.category };
    });
    const monthlyTotalCents = items.reduce((sum, item) => sum + item.monthlyPriceCents, 0);
    const deliveryFeeCents = items.length === 1 ? 2_500 : 0;
    return {
      user: userIds[index % userIds.length]!,
      status,
      items,
      location: { lat: 39.77, lng: -86.16 },
      locationName: PLACES[index % PLACES.length]!,
      deliveryDate: new Date(placedAt.getTime() + 3 * DAY_MS).toISOString().slice(0, 10),
      deliveryTime: '3:00 PM',
      monthlyTotalCents,
      deliveryFeeCents,
      todayChargeCents: monthlyTotalCents + deliveryFeeCents,
      subscriptionId: status === 'pending' || status === 'cancelled' ? null : `sub_bench_${index}`,
      cancellation: status === 'cancelled' ? { reason: 'payment-declined', message: 'Your card was declined.' } : null,
      placedAt,
      checkout: { step: 'done', nextAttemptAt: null, attempts: 0, leaseBy: null, leaseUntil: null, wake: 0, billingDeadline: null, problem: null },
      revision: 2,
      outbox: [],
      createdAt: placedAt,
      updatedAt: placedAt,
    };
  });
}

async function insertInBatches(url: string, collection: string, documents: readonly object[]): Promise<void> {
  const connection = await connectMongo(url);
  try {
    for (let start = 0; start < documents.length; start += 1_000) {
      await connection.collection(collection).insertMany(documents.slice(start, start + 1_000) as Array<Record<string, unknown>>, { ordered: false });
    }
  } finally {
    await connection.close();
  }
}


async function measure(label: string, base: string, paths: string[], token: string, durationSeconds: number): Promise<AdminMeasured> {
  const requests = paths.map((p) => ({ method: 'GET' as const, path: p }));
  const headers = { authorization: `Bearer ${token}` };
  // Warm-up: every path once in turn (order's kept figures and pages, identity's and catalog's first reads), then
  // JIT and connection pools under load.
  for (const each of paths) await fetch(`${base}${each}`, { headers });
  await autocannon({ url: base, connections: CONNECTIONS, duration: 2, headers, requests });
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: durationSeconds, headers, requests });
  return measuredOf(label, result);
}

/**
 * Seeds, starts identity, catalog, order and a gateway (each a process of its own, on ports of their own), measures
 * the admin's two data paths through the gateway, and stops what it started.
 */
export async function measureAdmin({ common, databaseOf, orders = Number(process.env['ADMIN_BENCH_ORDERS'] ?? 10_000), users = Number(process.env['ADMIN_BENCH_USERS'] ?? 5_000), durationSeconds = Number(process.env['BENCH_SECONDS'] ?? 5) }: AdminBenchOptions): Promise<AdminMeasured[]> {
  const run = common['NAMESPACE']?.replace(/\.$/, '') ?? `bench-${Date.now().toString(36)}`;
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const admin = { ADMIN_EMAIL: `${run}-admin@example.com`, ADMIN_PASSWORD: 'bench-admin-password' };
  const upstreams = { IDENTITY_URL: url(ADMIN_PORTS.identity), CATALOG_URL: url(ADMIN_PORTS.catalog), ORDER_URL: url(ADMIN_PORTS.order) };
  const started: ReturnType<typeof startProcess>[] = [];
  const start = (dir: string, env: Record<string, string>) => started.push(startProcess(dir, { ...common, ...upstreams, ...admin, ...env }));
  try {
    for (const service of ['identity', 'catalog', 'order'] as const) start(`services/${service}`, { MONGO_URL: databaseOf(`admin_${service}`), PORT: String(ADMIN_PORTS[service]) });
    start('gateway', { PORT: String(ADMIN_PORTS.gateway), OPERATIONS_PORT: String(ADMIN_PORTS.gatewayOperations), AUTH_LIMIT_PER_IP: '1000000' });
    await Promise.all([ADMIN_PORTS.identity, ADMIN_PORTS.catalog, ADMIN_PORTS.order, ADMIN_PORTS.gatewayOperations].map((port) => waitFor(`${url(port)}/readyz`)));

    // After the services made their collections and indexes, as the data of a year would find them.
    const now = Date.now();
    const customers = seedUsers(run, users, now);
    await insertInBatches(databaseOf('admin_identity'), 'users', customers);
    await insertInBatches(databaseOf('admin_order'), 'orders', seedOrders(customers.map((customer) => customer._id.toHexString()), orders, now));

    const gateway = url(ADMIN_PORTS.gateway);
    const login = await fetch(`${gateway}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const listPaths = Array.from({ length: 20 }, (_, index) => `/get-orders?page=${index + 1}&limit=8${['', '&status=active', '&status=paused', '&status=cancelled'][index % 4]}`);
    return [
      await measure(`GET /getAdminStats (${orders} orders, ${users} users)`, gateway, ['/getAdminStats'], token, durationSeconds),
      await measure('GET /get-orders (pages 1-20, every status filter)', gateway, listPaths, token, durationSeconds),
    ];
  } finally {
    for (const child of started) child.kill('SIGTERM');
  }
}

/** The admin's lines of the report and their goals (p99; failures are in the line, goal 0). */
export function reportAdmin(measured: AdminMeasured[]): GoalRow[] {
  for (const m of measured) {
    // eslint-disable-next-line no-console
    console.log(
      `${m.label} through the gateway at ${CONNECTIONS} connections: ${Math.round(m.requestsPerSecond)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms (goal <= ${GOAL_P99_MS} ms), ${m.failures} failures (goal 0)`,
    );
  }
  return measured.map((m) => atMost(`${m.label.replace(/ \(.*\)$/, '')} p99 at ${CONNECTIONS} connections`, m.p99, GOAL_P99_MS, 'ms'));
}
