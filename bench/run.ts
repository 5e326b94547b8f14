/**
 * `make bench`: load measurements on real, separate processes (identity, catalog, gateway) against the test
 * servers, with a load tool (autocannon), side by side in one run:
 *   - what the gateway costs: GET /getUser and GET /getProducts directly on the service and through the gateway;
 *   - GET /getProducts through the gateway (goal: >= 5,000 req/s on 2 cores);
 *   - the same two through nginx (one worker, keep-alive upstreams to the same processes, no access log), the
 *     reference for what a proxy can cost; NGINX_PATH names it (`make bench` installs Debian's), unset = skipped;
 * - GET /verifyCalandar through the gateway, scheduling's availability cache on and off side by side (goals: cached
 *   p99 <= 5 ms at 32 connections, cached >= 10x uncached), over a few hundred seeded bookings; and GET /geocode
 *   (offline gazetteer, forward and reverse) through the gateway (goal: p99 <= 20 ms);
 * - a checkout load: CHECKOUT_CUSTOMERS (20) customers at once, each saving a cart, placing the order and storing
 *   billing through the gateway (goals: p99 <= 150 ms per call, no error but the 409s of customers racing for one
 *   slot), in CHECKOUT_ROUNDS rounds; then every order settled, and no slot booked twice; with the CPU each process
 *   spent per customer;
 * - GET /getDashboardData through the gateway for the customers of the checkout load (goal: p99 <= 50 ms at 50
 *   connections);
 * - the admin's data over 10,000 orders and 5,000 users (bench/admin.ts; goal: p99 <= 100 ms);
 * and the gzipped size of the storefront's first-load JavaScript (goal: <= 150 KB).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connectMongo, loadConfig, platformConfigSchema, signServiceToken } from '@rto/kit';
import { billingOf } from '../services/billing/test/support/png';
import { addDays, bookableWindow, SLOT_LABELS } from '../services/scheduling/src/domain/slots';
import { loadUsGazetteer } from '../services/scheduling/src/store/gazetteer';
import { measureAdmin, reportAdmin } from './admin';
import { childNames, children, root, startProcess, waitFor } from './processes';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const PORTS = { identity: 4101, catalog: 4102, gateway: 8180, gatewayOperations: 8181, nginx: 8182 };
// BENCH_PROFILE=<dir>: the gateways and the checkout's services run under `node --cpu-prof` and write their profiles there.
const PROFILE_DIR = process.env['BENCH_PROFILE'] ? path.resolve(process.env['BENCH_PROFILE']) : undefined;
const profiled = (): string[] => (PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
// BENCH_ONLY=proxy,scheduling,checkout,dashboard,admin (dashboard needs the checkout's customers): run only these parts (all by default).
const PARTS = new Set((process.env['BENCH_ONLY'] ?? 'proxy,scheduling,checkout,dashboard,admin').split(',').map((part) => part.trim()));

function testServers(): Record<string, string> {
  const file = path.join(root, '.data/test.env');
  if (!fs.existsSync(file)) throw new Error('no .data/test.env: run through "make bench", which starts the test servers');
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null);
  return Object.fromEntries(entries.map((match) => [match[1]!, match[2]!]));
}

let nginxDir: string | undefined;

/**
 * nginx as a plain reverse proxy on loopback: one worker (the gateway is one process), keep-alive connections to
 * the same identity and catalog processes, no access log (the gateway logs nothing below warn here either). Its
 * config, pid and temp files live in a directory of the run's own under .data/, removed at the end.
 */
function startNginx(binary: string, port: number, upstreams: Record<string, string>, routes: Record<string, string>): string {
  const dir = path.join(root, '.data/bench-nginx', String(process.pid));
  fs.mkdirSync(dir, { recursive: true });
  const upstreamBlocks = Object.entries(upstreams)
    .map(([name, url]) => `  upstream ${name} { server ${new URL(url).host}; keepalive 64; }`)
    .join('\n');
  const locations = Object.entries(routes)
    .map(([route, name]) => `    location = ${route} { proxy_pass http://${name}; }`)
    .join('\n');
  const config = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreamBlocks}
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
${locations}
    location / { return 404; }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child = spawn(binary, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return dir;
}


interface Measured {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measureOnce(label: string, url: string, headers: Record<string, string>): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Direct, through the gateway (and through nginx), alternating for several rounds so that drift on a shared
 * 2-core machine hits all alike; each is reported by its median round.
 */
async function measureSideBySide(sides: Array<{ label: string; url: string }>, headers: Record<string, string> = {}): Promise<Measured[]> {
  // Warm-up: JIT, connection pools, caches.
  for (const { url } of sides) await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const rounds: Measured[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, side] of sides.entries()) rounds[index]!.push(await measureOnce(side.label, side.url, headers));
  }
  const median = (measured: Measured[]) => [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(measured.length / 2)]!;
  return rounds.map(median);
}

/** scheduling's processes: one instance with its availability cache, one without, each behind a gateway of its own. */
const SCHEDULING_PORTS = { cached: 4104, uncached: 4105, cachedGateway: 8183, cachedGatewayOperations: 8184, uncachedGateway: 8185, uncachedGatewayOperations: 8186 };
const SEEDED_BOOKINGS = Number(process.env['BENCH_BOOKINGS'] ?? 400);
/** What the delivery page asks while a customer types and when it locates them: forward searches and reverse lookups. */
const GEOCODE_QUERIES = [
  'q=Indianapolis', 'q=Springfield%2C%20IL', 'q=46204', 'q=san', 'q=new%20y', 'q=Carmel%2C%20IN', 'q=st%20louis', 'q=fort%20wayne', 'q=chi', 'q=100',
  'lat=39.77&lng=-86.16', 'lat=40.71&lng=-74.01', 'lat=34.05&lng=-118.24', 'lat=41.88&lng=-87.63',
];

/** Books `count` distinct slots over the coming year through scheduling's internal API, as order would. */
async function seedBookings(schedulingUrl: string, common: Record<string, string>, count: number): Promise<void> {
  const token = signServiceToken(loadConfig(platformConfigSchema, common), 'bench');
  const slots = ['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM'];
  const chosen = new Set<string>();
  // A fixed spread (every 7th slot of the coming days), so runs are alike; never today, whose hours run out.
  for (let index = 0; chosen.size < count; index++) {
    const day = new Date(Date.now() + (2 + Math.floor((index * 7) / slots.length)) * 86_400_000).toISOString().slice(0, 10);
    chosen.add(`${day}|${slots[(index * 7) % slots.length]}`);
  }
  const queue = [...chosen];
  const worker = async () => {
    for (let slot = queue.pop(); slot; slot = queue.pop()) {
      const [deliveryDate, deliveryTime] = slot.split('|');
      const response = await fetch(`${schedulingUrl}/internal/bookings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: `bench-${deliveryDate}-${deliveryTime!.replace(/\W/g, '')}`, customerId: 'bench-customer', deliveryDate, deliveryTime }),
      });
      if (response.status !== 201 && response.status !== 200) throw new Error(`seeding ${slot} answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** p99 of GET /geocode through the gateway, each connection going round the queries above. */
async function measureGeocoding(gateway: string, headers: Record<string, string>): Promise<Measured> {
  const run = () =>
    autocannon({ url: gateway, connections: CONNECTIONS, duration: DURATION_S, headers, requests: GEOCODE_QUERIES.map((query) => ({ method: 'GET' as const, path: `/geocode?${query}` })) });
  await run(); // warm-up
  const result = await run();
  return { label: 'GET /geocode (offline), through the gateway', requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
}

/**
 * GET /verifyCalandar through the gateway with scheduling's availability cache and without it (AVAILABILITY_CACHE=off,
 * every answer from the database), over SEEDED_BOOKINGS bookings, and geocoding: starts its own processes.
 */
async function measureScheduling(common: Record<string, string>, database: string, headers: Record<string, string>): Promise<Measured[]> {
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const scheduling = { ...common, MONGO_URL: database };
  startProcess('services/scheduling', { ...scheduling, PORT: String(SCHEDULING_PORTS.cached) });
  startProcess('services/scheduling', { ...scheduling, PORT: String(SCHEDULING_PORTS.uncached), AVAILABILITY_CACHE: 'off' });
  for (const [port, operations, upstream] of [
    [SCHEDULING_PORTS.cachedGateway, SCHEDULING_PORTS.cachedGatewayOperations, SCHEDULING_PORTS.cached],
    [SCHEDULING_PORTS.uncachedGateway, SCHEDULING_PORTS.uncachedGatewayOperations, SCHEDULING_PORTS.uncached],
  ] as const) {
    startProcess('gateway', { ...common, PORT: String(port), OPERATIONS_PORT: String(operations), SCHEDULING_URL: url(upstream) });
  }
  await Promise.all(
    [SCHEDULING_PORTS.cached, SCHEDULING_PORTS.uncached, SCHEDULING_PORTS.cachedGatewayOperations, SCHEDULING_PORTS.uncachedGatewayOperations].map((port) => waitFor(`${url(port)}/readyz`)),
  );
  await seedBookings(url(SCHEDULING_PORTS.cached), common, SEEDED_BOOKINGS);
  const calendar = await measureSideBySide(
    [
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), cached, through the gateway`, url: `${url(SCHEDULING_PORTS.cachedGateway)}/verifyCalandar` },
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), uncached, through the gateway`, url: `${url(SCHEDULING_PORTS.uncachedGateway)}/verifyCalandar` },
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), cached, direct to scheduling`, url: `${url(SCHEDULING_PORTS.cached)}/verifyCalandar` },
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), uncached, direct to scheduling`, url: `${url(SCHEDULING_PORTS.uncached)}/verifyCalandar` },
    ],
    headers,
  );
  return [...calendar, await measureGeocoding(url(SCHEDULING_PORTS.cachedGateway), headers)];
}

/** The offline gazetteer's own time per search, in this process: the queries above, 20,000 times, p99 in ms. */
async function gazetteerP99(): Promise<number> {
  const gazetteer = await loadUsGazetteer();
  const requests = GEOCODE_QUERIES.map((query) => {
    const params = new URLSearchParams(query);
    return params.has('q') ? { q: params.get('q')!, limit: 8 } : { lat: Number(params.get('lat')), lng: Number(params.get('lng')), limit: 8 };
  });
  const times: number[] = [];
  for (let index = 0; index < 20_000; index++) {
    const started = performance.now();
    gazetteer.search(requests[index % requests.length]!);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length * 0.99)]!;
}

/** The scheduling lines of the report: each goal beside what was measured (direct to scheduling for reference). */
async function reportScheduling([cached, uncached, cachedDirect, uncachedDirect, geocoding]: Measured[]): Promise<void> {
  const ratio = (a: Measured, b: Measured) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(1);
  const lines = [
    `GET /verifyCalandar cached through the gateway: p99 ${cached!.p99} ms (goal <= 5 ms); cached / uncached = ${ratio(cached!, uncached!)}x (goal >= 10x); direct to scheduling: p99 ${cachedDirect!.p99} ms, ${ratio(cachedDirect!, uncachedDirect!)}x`,
    `GET /geocode offline through the gateway: p99 ${geocoding!.p99} ms (goal <= 20 ms); the gazetteer's own search: p99 ${(await gazetteerP99()).toFixed(3)} ms`,
  ];
  // eslint-disable-next-line no-console
  for (const line of lines) console.log(line);
}

/** The checkout's own processes (identity and catalog are the bench's): cart, scheduling, billing, order, a gateway to all. */
const CHECKOUT_PORTS = { cart: 4113, scheduling: 4114, billing: 4115, order: 4116, gateway: 8187, gatewayOperations: 8188 };
const CHECKOUT_CUSTOMERS = Number(process.env['BENCH_CHECKOUT_CUSTOMERS'] ?? 20);
const CHECKOUT_ROUNDS = Number(process.env['BENCH_CHECKOUT_ROUNDS'] ?? 5);
/** Of each round's customers, this many pick a slot another one of them picked too: the race one of them loses (409). */
const CHECKOUT_RACERS = Math.floor(CHECKOUT_CUSTOMERS / 4);
const CHECKOUT_CALLS = ['POST /addItemsToCart', 'POST /createOrder', 'POST /storeBilling'] as const;
type CheckoutCall = (typeof CHECKOUT_CALLS)[number];

interface CheckoutMeasured {
  /** Milliseconds of every call, by call. */
  times: Record<CheckoutCall, number[]>;
  /** Failed calls other than a createOrder's 409, with what they answered. */
  errors: string[];
  /** createOrder's 409s (a slot another customer just took): expected. */
  taken: number;
  placed: number;
  active: number;
  /** Slots holding more than one active booking, or more than one order that is not cancelled: must be none. */
  doubleBooked: string[];
  settleMs: number;
  /** CPU time each process spent from the first round to the last order settled (registrations included). */
  cpuMs: Map<string, number>;
  /** The tokens of the customers whose orders were placed, and the gateway they were placed through. */
  customers: string[];
  gateway: string;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

/** One call through the gateway, timed. */
async function timedCall(gateway: string, call: CheckoutCall | string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const [method, path] = call.split(' ');
  const started = performance.now();
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text, ms: performance.now() - started };
}

/** A process's user + system CPU time so far, in ms (Linux /proc, clock ticks of 10 ms); undefined when unknown. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The process listening on a local port (the test servers: MongoDB, RabbitMQ, Redis), through `ss`. */
function listenerOf(url: string | undefined): number | undefined {
  if (!url) return undefined;
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${new URL(url).port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(line)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time of every bench process and test server, by name: two snapshots subtracted give where a load's CPU went. */
function cpuSnapshot(servers: Record<string, string>): Map<string, number> {
  const snapshot = new Map<string, number>();
  const add = (name: string, ms: number | undefined) => {
    if (ms !== undefined) snapshot.set(name, (snapshot.get(name) ?? 0) + ms);
  };
  for (const child of children) add(childNames.get(child) ?? 'other', cpuMsOf(child.pid));
  add('MongoDB (mongo-java-server)', cpuMsOf(listenerOf(servers['MONGO_URL'])));
  add('RabbitMQ', cpuMsOf(listenerOf(servers['AMQP_URL'])));
  add('Redis', cpuMsOf(listenerOf(servers['REDIS_URL'])));
  return snapshot;
}

/**
 * The checkout under load, as the SPA does it, through the gateway: each round, CHECKOUT_CUSTOMERS customers at once
 * save a cart (a TV and a refrigerator), place the order for a slot of their own (CHECKOUT_RACERS of them for a slot
 * another one wants too) and store billing. Then it waits for every order to settle and looks in scheduling's and
 * order's databases for a slot booked twice. Starts its own processes beside the bench's identity and catalog.
 */
async function measureCheckout(common: Record<string, string>, databaseOf: (service: string) => string, direct: { identity: string; catalog: string }): Promise<CheckoutMeasured> {
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const upstreams = {
    IDENTITY_URL: direct.identity,
    CATALOG_URL: direct.catalog,
    CART_URL: url(CHECKOUT_PORTS.cart),
    SCHEDULING_URL: url(CHECKOUT_PORTS.scheduling),
    BILLING_URL: url(CHECKOUT_PORTS.billing),
    ORDER_URL: url(CHECKOUT_PORTS.order),
  };
  for (const service of ['cart', 'scheduling', 'billing', 'order'] as const) {
    startProcess(`services/${service}`, { ...common, ...upstreams, MONGO_URL: databaseOf(service), PORT: String(CHECKOUT_PORTS[service]) }, profiled());
  }
  startProcess('gateway', { ...common, ...upstreams, PORT: String(CHECKOUT_PORTS.gateway), OPERATIONS_PORT: String(CHECKOUT_PORTS.gatewayOperations), AUTH_LIMIT_PER_IP: '1000000' }, profiled());
  await Promise.all([CHECKOUT_PORTS.cart, CHECKOUT_PORTS.scheduling, CHECKOUT_PORTS.billing, CHECKOUT_PORTS.order, CHECKOUT_PORTS.gatewayOperations].map((port) => waitFor(`${url(port)}/readyz`)));
  const gateway = url(CHECKOUT_PORTS.gateway);

  const { products } = (await (await fetch(`${gateway}/getProducts`)).json()) as { products: Array<{ _id: string; name: string; combo: boolean }> };
  const tv = products.find((product) => /tv/i.test(product.name))!;
  const fridge = products.find((product) => !product.combo && !/tv/i.test(product.name))!;
  const cartItems = [{ ...tv, tvSize: 55 }, { ...fridge }];
  const { today } = bookableWindow(new Date(), { timeZone: 'America/Indiana/Indianapolis', deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365 });
  const slotOf = (index: number) => ({ deliveryDate: addDays(today, 2 + Math.floor(index / SLOT_LABELS.length)), deliveryTime: SLOT_LABELS[index % SLOT_LABELS.length]! });

  const measured: CheckoutMeasured = { times: { 'POST /addItemsToCart': [], 'POST /createOrder': [], 'POST /storeBilling': [] }, errors: [], taken: 0, placed: 0, active: 0, doubleBooked: [], settleMs: 0, cpuMs: new Map(), customers: [], gateway };
  const cpuBefore = cpuSnapshot(common);
  const placedBy: string[] = [];
  let slotsUsed = 0;
  const run = `${Date.now().toString(36)}`;
  for (let round = 0; round < CHECKOUT_ROUNDS; round++) {
    const distinct = CHECKOUT_CUSTOMERS - CHECKOUT_RACERS;
    const first = slotsUsed;
    slotsUsed += distinct;
    const tokens = await Promise.all(
      Array.from({ length: CHECKOUT_CUSTOMERS }, async (_, index) => {
        const registered = await fetch(`${gateway}/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Bench Renter', email: `checkout-${run}-${round}-${index}@example.com`, mobile: '5550100', password: 'bench-password' }),
        });
        return ((await registered.json()) as { token: string }).token;
      }),
    );
    await Promise.all(
      tokens.map(async (token, index) => {
        const slot = slotOf(first + (index % distinct));
        const saved = await timedCall(gateway, 'POST /addItemsToCart', token, { cartItems });
        measured.times['POST /addItemsToCart'].push(saved.ms);
        if (saved.status !== 200) measured.errors.push(`addItemsToCart ${saved.status} ${saved.body}`);
        const choice = { location: { lat: 39.7684, lng: -86.1581 }, ...slot, totalCost: 0, locationName: 'Indianapolis, Indiana' };
        const order = await timedCall(gateway, 'POST /createOrder', token, choice, { 'idempotency-key': `bench-${run}-${round}-${index}` });
        measured.times['POST /createOrder'].push(order.ms);
        if (order.status === 201) {
          measured.placed += 1;
          placedBy.push(token);
        } else if (order.status === 409) measured.taken += 1;
        else measured.errors.push(`createOrder ${order.status} ${order.body}`);
        const billed = await timedCall(gateway, 'POST /storeBilling', token, billingOf());
        measured.times['POST /storeBilling'].push(billed.ms);
        if (billed.status !== 201) measured.errors.push(`storeBilling ${billed.status} ${billed.body}`);
      }),
    );
  }

  // Every placed order settles (active: the cards are good), then the books are checked.
  const settling = performance.now();
  const statusOf = async (token: string) => {
    const recent = await fetch(`${gateway}/getRecentOrder`, { headers: { authorization: `Bearer ${token}` } });
    return ((await recent.json()) as { data?: { status?: string } }).data?.status;
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    const statuses = await Promise.all(placedBy.map(statusOf));
    measured.active = statuses.filter((status) => status === 'active').length;
    if (measured.active === placedBy.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  measured.settleMs = performance.now() - settling;
  measured.customers = placedBy;
  for (const [name, ms] of cpuSnapshot(common)) measured.cpuMs.set(name, ms - (cpuBefore.get(name) ?? ms));
  const [scheduling, orders] = await Promise.all([connectMongo(databaseOf('scheduling')), connectMongo(databaseOf('order'))]);
  try {
    const twice = (rows: Array<{ _id: { date: string; time: string }; count: number }>, what: string) =>
      rows.filter((row) => row.count > 1).map((row) => `${row._id.date} ${row._id.time}: ${row.count} ${what}`);
    const bookings = await scheduling.collection('bookings').aggregate<{ _id: { date: string; time: string }; count: number }>([
      { $match: { status: 'active' } },
      { $group: { _id: { date: '$deliveryDate', time: '$deliveryTime' }, count: { $sum: 1 } } },
    ]).toArray();
    const live = await orders.collection('orders').aggregate<{ _id: { date: string; time: string }; count: number }>([
      { $match: { status: { $in: ['pending', 'active', 'paused', 'overdue'] } } },
      { $group: { _id: { date: '$deliveryDate', time: '$deliveryTime' }, count: { $sum: 1 } } },
    ]).toArray();
    measured.doubleBooked = [...twice(bookings, 'active bookings'), ...twice(live, 'live orders')];
  } finally {
    await Promise.all([scheduling.close(), orders.close()]);
  }
  return measured;
}

const DASHBOARD_CONNECTIONS = Number(process.env['BENCH_DASHBOARD_CONNECTIONS'] ?? 50);

/**
 * GET /getDashboardData through the gateway after the checkout load: DASHBOARD_CONNECTIONS connections, each request
 * as the next of the customers who placed an order (each answer is composed from order, identity and billing).
 */
async function measureDashboard(gateway: string, tokens: string[], servers: Record<string, string>): Promise<Measured & { partial: number; cpu: string }> {
  let next = 0;
  let partial = 0;
  const run = () =>
    autocannon({
      url: gateway,
      connections: DASHBOARD_CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'GET' as const,
          path: '/getDashboardData',
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
          // An answer that names a missing part: an upstream was too slow for the composition's timeout.
          onResponse: (status, body) => {
            if (status === 200 && !body.includes('"missing":[]')) partial += 1;
          },
        },
      ],
    });
  await run(); // warm-up
  partial = 0;
  const before = cpuSnapshot(servers);
  const result = await run();
  const requests = result.requests.total;
  const spent = [...cpuSnapshot(servers).entries()].map(([name, ms]) => [name, ms - (before.get(name) ?? ms)] as const).filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
  return {
    label: `GET /getDashboardData, ${tokens.length} customers, through the gateway`,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    partial,
    cpu: `${(total / requests).toFixed(1)} ms of CPU per request: ${spent.map(([name, ms]) => `${name.replace('services/', '')} ${(ms / requests).toFixed(2)}`).join(', ')}`,
  };
}

/** The checkout lines of the report: p50 and p99 per call beside the goal, errors, the races lost, the books. */
function reportCheckout(measured: CheckoutMeasured): void {
  const lines = CHECKOUT_CALLS.map((call) => {
    const times = measured.times[call];
    return `${call} under the checkout load: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms (goal <= 150 ms) over ${times.length} calls`;
  });
  lines.push(
    `checkout: ${CHECKOUT_ROUNDS} rounds of ${CHECKOUT_CUSTOMERS} customers at once; ${measured.placed} orders placed, ${measured.taken} createOrder 409s (slots raced for, expected ${CHECKOUT_ROUNDS * CHECKOUT_RACERS}), ` +
      `${measured.errors.length} other errors (goal 0)${measured.errors.length > 0 ? `: ${measured.errors.slice(0, 3).join(' | ')}` : ''}`,
    `checkout: ${measured.active} of ${measured.placed} orders active ${(measured.settleMs / 1000).toFixed(1)} s after the last call; slots booked twice: ${measured.doubleBooked.length === 0 ? 'none (goal)' : measured.doubleBooked.join(', ')}`,
  );
  // Little's law on this machine: customers arriving at once wait for the CPU all of them need, shared by the cores.
  const checkouts = CHECKOUT_ROUNDS * CHECKOUT_CUSTOMERS;
  const spent = [...measured.cpuMs.entries()].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
  lines.push(
    `checkout CPU per customer (all three calls and the saga after them): ${(total / checkouts).toFixed(0)} ms in all: ` +
      spent.map(([name, ms]) => `${name.replace('services/', '')} ${(ms / checkouts).toFixed(1)}`).join(', '),
    `checkout: ${CHECKOUT_CUSTOMERS} customers at once need about ${((total / checkouts) * CHECKOUT_CUSTOMERS / 1000 / cpus().length).toFixed(2)} s of the machine's ${cpus().length} cores before the last of them is served`,
  );
  // eslint-disable-next-line no-console
  for (const line of lines) console.log(line);
}

function firstLoadJs(): string {
  const output = execFileSync(process.execPath, [path.join(root, 'frontend/scripts/bundle-size.mjs')], { encoding: 'utf8' });
  return output.trim().split('\n').at(-1) ?? output;
}

async function main(): Promise<void> {
  const servers = testServers();
  const run = `bench-${Date.now().toString(36)}`;
  const common = { ...servers, NAMESPACE: `${run}.`, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  // Each service in a database of its own, as everywhere.
  const databaseOf = (service: string) => new URL(`/${run}_${service}`, servers['MONGO_URL']).toString();
  startProcess('services/identity', { ...common, MONGO_URL: databaseOf('identity'), PORT: String(PORTS.identity) }, profiled());
  startProcess('services/catalog', { ...common, MONGO_URL: databaseOf('catalog'), PORT: String(PORTS.catalog) }, profiled());
  const direct = { identity: `http://127.0.0.1:${PORTS.identity}`, catalog: `http://127.0.0.1:${PORTS.catalog}` };
  const gateway = `http://127.0.0.1:${PORTS.gateway}`;
  startProcess(
    'gateway',
    { ...common, PORT: String(PORTS.gateway), OPERATIONS_PORT: String(PORTS.gatewayOperations), IDENTITY_URL: direct.identity, CATALOG_URL: direct.catalog, AUTH_LIMIT_PER_IP: '1000000' },
    profiled(),
  );
  const nginxBinary = process.env['NGINX_PATH'];
  const nginx = nginxBinary ? `http://127.0.0.1:${PORTS.nginx}` : undefined;
  if (nginxBinary) nginxDir = startNginx(nginxBinary, PORTS.nginx, direct, { '/getUser': 'identity', '/getProducts': 'catalog' });
  await Promise.all([direct.identity, direct.catalog, `http://127.0.0.1:${PORTS.gatewayOperations}`].map((base) => waitFor(`${base}/readyz`)));
  if (nginx) await waitFor(`${nginx}/getProducts`);

  const registered = await fetch(`${gateway}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Customer', email: `${run}@example.com`, mobile: '5550100', password: 'bench-password' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const sidesOf = (endpoint: string, directTo: string, directUrl: string) => [
    { label: `${endpoint}, direct to ${directTo}`, url: `${directUrl}${endpoint.slice(4)}` },
    { label: `${endpoint}, through the gateway`, url: `${gateway}${endpoint.slice(4)}` },
    ...(nginx ? [{ label: `${endpoint}, through nginx`, url: `${nginx}${endpoint.slice(4)}` }] : []),
  ];
  const sets = PARTS.has('proxy')
    ? [await measureSideBySide(sidesOf('GET /getUser', 'identity', direct.identity), auth), await measureSideBySide(sidesOf('GET /getProducts', 'catalog', direct.catalog))]
    : [];
  const schedulingSet = PARTS.has('scheduling') ? await measureScheduling(common, databaseOf('scheduling'), auth) : [];
  const checkout = PARTS.has('checkout') || PARTS.has('dashboard') ? await measureCheckout(common, (service) => databaseOf(`checkout_${service}`), direct) : undefined;
  // The account page's data, for the customers the checkout load made.
  const dashboard = checkout && PARTS.has('dashboard') ? await measureDashboard(checkout.gateway, checkout.customers, common) : undefined;
  const admin = PARTS.has('admin') ? await measureAdmin({ common, databaseOf }) : undefined;

  const rows = [...sets.flat(), ...schedulingSet].map((m) => ({ measurement: m.label, 'req/s': Math.round(m.requestsPerSecond), 'p50 ms': m.p50, 'p99 ms': m.p99, failures: m.failures }));
  // eslint-disable-next-line no-console
  if (rows.length > 0) console.table(rows);
  for (const [straight, proxied, reference] of sets) {
    const ratio = (a: Measured, b: Measured) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
    const versusNginx = reference ? `; gateway / nginx = ${ratio(proxied!, reference)}x (nginx / direct = ${ratio(reference, straight!)}x)` : '; nginx not run (NGINX_PATH unset)';
    // eslint-disable-next-line no-console
    console.log(`${proxied!.label.split(',')[0]}: gateway / direct = ${ratio(proxied!, straight!)}x (goal >= 0.85x)${versusNginx}`);
  }
  // eslint-disable-next-line no-console
  if (sets[1]) console.log(`GET /getProducts through the gateway: ${Math.round(sets[1][1]!.requestsPerSecond)} req/s (goal >= 5,000)`);
  if (schedulingSet.length > 0) await reportScheduling(schedulingSet);
  if (checkout) reportCheckout(checkout);
  if (admin) reportAdmin(admin);
  if (dashboard) {
    // eslint-disable-next-line no-console
    console.log(
      `${dashboard.label}: p50 ${dashboard.p50} ms, p99 ${dashboard.p99} ms (goal <= 50 ms at ${DASHBOARD_CONNECTIONS} connections), ${Math.round(dashboard.requestsPerSecond)} req/s, ` +
        `${dashboard.failures} failures, ${dashboard.partial} answers with a part missing; ${dashboard.cpu}`,
    );
  }
  // eslint-disable-next-line no-console
  console.log(`${firstLoadJs()} (goal <= 150 KB)`);
  // eslint-disable-next-line no-console
  console.log(
    `${CONNECTIONS} connections; median of ${ROUNDS} alternating rounds of ${DURATION_S} s after a 2 s warm-up; local MongoDB is mongo-java-server, not MongoDB`,
  );
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench failed: ${String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    // SIGTERM lets the gateway write its profile; nginx takes it as "stop now".
    for (const child of children) child.kill('SIGTERM');
    if (nginxDir) {
      const dir = nginxDir;
      setTimeout(() => fs.rmSync(dir, { recursive: true, force: true }), 500);
    }
  });
