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
 * and the gzipped size of the storefront's first-load JavaScript (its goal as frontend/scripts/bundle-size.mjs prints it).
 * GET /getUser direct is measured beside a bare Express app answering a fixed JSON (bench/bare-express.ts), the
 * ceiling for a Node service; side-by-side measurements note the CPU each process spent per request. The goals of
 * the parts that give them (bench/goals.ts) end the report in one table, each with its figure and whether it is met.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureAdmin, reportAdmin } from './admin';
import { measureCheckout, reportCheckout } from './checkout';
import { registerCustomer } from './customers';
import { measureDashboard, reportDashboard } from './dashboard';
import { children, expectPortsFree, root, startProcess, waitFor } from './processes';
import { printGoals, type GoalRow } from './goals';
import { measureProxy, proxyRows, reportProxy, startNginx } from './proxy';
import { measureScheduling, reportScheduling } from './scheduling';
import { CONNECTIONS, DURATION_S, profiled, ROUNDS } from './settings';

const PORTS = { identity: 4101, catalog: 4102, gateway: 8180, gatewayOperations: 8181, nginx: 8182, ceiling: 4109 };
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

function firstLoadJs(): string {
  const output = execFileSync(process.execPath, [path.join(root, 'frontend/scripts/bundle-size.mjs')], { encoding: 'utf8' });
  return output.trim().split('\n').at(-1) ?? output;
}

/** The machine's 1-minute load average: the figures of a loaded machine say less than its ratios. */
const loadNow = () => os.loadavg()[0]!.toFixed(1);

async function main(): Promise<void> {
  const loadAtStart = loadNow();
  const servers = testServers();
  await expectPortsFree(Object.values(PORTS));
  const run = `bench-${Date.now().toString(36)}`;
  const common = { ...servers, NAMESPACE: `${run}.`, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  // Each service in a database of its own, as everywhere.
  const databaseOf = (service: string) => new URL(`/${run}_${service}`, servers['MONGO_URL']).toString();
  startProcess('services/identity', { ...common, MONGO_URL: databaseOf('identity'), PORT: String(PORTS.identity) }, profiled());
  startProcess('services/catalog', { ...common, MONGO_URL: databaseOf('catalog'), PORT: String(PORTS.catalog) }, profiled());
  const direct = { identity: `http://127.0.0.1:${PORTS.identity}`, catalog: `http://127.0.0.1:${PORTS.catalog}` };
  const ceiling = `http://127.0.0.1:${PORTS.ceiling}`;
  startProcess('bench/bare-express', { PORT: String(PORTS.ceiling) }, [], 'bench/bare-express.ts');
  const gateway = `http://127.0.0.1:${PORTS.gateway}`;
  startProcess(
    'gateway',
    { ...common, PORT: String(PORTS.gateway), OPERATIONS_PORT: String(PORTS.gatewayOperations), IDENTITY_URL: direct.identity, CATALOG_URL: direct.catalog, AUTH_LIMIT_PER_IP: '1000000' },
    profiled(),
  );
  const nginxBinary = process.env['NGINX_PATH'];
  const nginx = nginxBinary ? `http://127.0.0.1:${PORTS.nginx}` : undefined;
  if (nginxBinary) nginxDir = startNginx(nginxBinary, PORTS.nginx, direct, { '/getUser': 'identity', '/getProducts': 'catalog' });
  await Promise.all([direct.identity, direct.catalog, ceiling, `http://127.0.0.1:${PORTS.gatewayOperations}`].map((base) => waitFor(`${base}/readyz`)));
  if (nginx) await waitFor(`${nginx}/getProducts`);

  const token = await registerCustomer(gateway, 'Bench Customer', `${run}@example.com`);
  const auth = { authorization: `Bearer ${token}` };

  const proxy = PARTS.has('proxy') ? await measureProxy({ direct, gateway, nginx, ceiling, auth, servers }) : undefined;
  const schedulingSet = PARTS.has('scheduling') ? await measureScheduling(common, databaseOf('scheduling'), auth) : [];
  const checkout = PARTS.has('checkout') || PARTS.has('dashboard') ? await measureCheckout(common, (service) => databaseOf(`checkout_${service}`), direct) : undefined;
  // The account page's data, for the customers the checkout load made.
  const dashboard = checkout && PARTS.has('dashboard') ? await measureDashboard(checkout.gateway, checkout.customers, common) : undefined;
  const admin = PARTS.has('admin') ? await measureAdmin({ common, databaseOf }) : undefined;

  const rows = [...(proxy ? proxyRows(proxy) : []), ...schedulingSet].map((m) => ({ measurement: m.label, 'req/s': Math.round(m.requestsPerSecond), 'p50 ms': m.p50, 'p99 ms': m.p99, failures: m.failures }));
  // eslint-disable-next-line no-console
  if (rows.length > 0) console.table(rows);
  // Each part's goals, printed together at the end as one table.
  const goals: GoalRow[] = [];
  if (proxy) goals.push(...reportProxy(proxy));
  if (schedulingSet.length > 0) goals.push(...(await reportScheduling(schedulingSet)));
  if (checkout) goals.push(...reportCheckout(checkout));
  if (admin) goals.push(...reportAdmin(admin));
  if (dashboard) goals.push(...reportDashboard(dashboard));
  // eslint-disable-next-line no-console
  console.log(firstLoadJs()); // the script prints its goal
  printGoals(goals);
  // eslint-disable-next-line no-console
  console.log(
    `${CONNECTIONS} connections; median of ${ROUNDS} alternating rounds of ${DURATION_S} s after a 2 s warm-up; local MongoDB is mongo-java-server, not MongoDB; ` +
      `load average ${loadAtStart} at the start, ${loadNow()} at the end (${os.cpus().length} cores: above that, other work shared them)`,
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
