/**
 * `make bench`: load measurements on real, separate processes (identity, catalog, gateway) against the test
 * servers, with a load tool (autocannon), side by side in one run:
 *   - what the gateway costs: GET /getUser and GET /getProducts directly on the service and through the gateway;
 *   - GET /getProducts through the gateway (goal: >= 5,000 req/s on 2 cores);
 * and the gzipped size of the storefront's first-load JavaScript (goal: <= 150 KB).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const PORTS = { identity: 4101, catalog: 4102, gateway: 8180, gatewayOperations: 8181 };

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

const children: ChildProcess[] = [];
function startProcess(dir: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', path.join(root, dir, 'src/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
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
 * Direct and through the gateway, alternating for several rounds so that drift on a shared 2-core machine hits
 * both alike; each side is reported by its median round.
 */
async function measurePair(
  labels: [string, string],
  urls: [string, string],
  headers: Record<string, string> = {},
): Promise<[Measured, Measured]> {
  // Warm-up: JIT, connection pools, caches.
  for (const url of urls) await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const rounds: [Measured[], Measured[]] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of [0, 1] as const) rounds[side].push(await measureOnce(labels[side], urls[side], headers));
  }
  const median = (measured: Measured[]) => [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(measured.length / 2)]!;
  return [median(rounds[0]), median(rounds[1])];
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
  startProcess('services/identity', { ...common, MONGO_URL: databaseOf('identity'), PORT: String(PORTS.identity) });
  startProcess('services/catalog', { ...common, MONGO_URL: databaseOf('catalog'), PORT: String(PORTS.catalog) });
  const direct = { identity: `http://127.0.0.1:${PORTS.identity}`, catalog: `http://127.0.0.1:${PORTS.catalog}` };
  const gateway = `http://127.0.0.1:${PORTS.gateway}`;
  startProcess('gateway', { ...common, PORT: String(PORTS.gateway), OPERATIONS_PORT: String(PORTS.gatewayOperations), IDENTITY_URL: direct.identity, CATALOG_URL: direct.catalog, AUTH_LIMIT_PER_IP: '1000000' });
  await Promise.all([direct.identity, direct.catalog, `http://127.0.0.1:${PORTS.gatewayOperations}`].map((base) => waitFor(`${base}/readyz`)));

  const registered = await fetch(`${gateway}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Customer', email: `${run}@example.com`, mobile: '5550100', password: 'bench-password' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const pairs: Array<[Measured, Measured]> = [
    await measurePair(['GET /getUser, direct to identity', 'GET /getUser, through the gateway'], [`${direct.identity}/getUser`, `${gateway}/getUser`], auth),
    await measurePair(['GET /getProducts, direct to catalog', 'GET /getProducts, through the gateway'], [`${direct.catalog}/getProducts`, `${gateway}/getProducts`]),
  ];

  const rows = pairs.flat().map((m) => ({ measurement: m.label, 'req/s': Math.round(m.requestsPerSecond), 'p50 ms': m.p50, 'p99 ms': m.p99, failures: m.failures }));
  // eslint-disable-next-line no-console
  console.table(rows);
  for (const [straight, proxied] of pairs) {
    // eslint-disable-next-line no-console
    console.log(`${proxied.label.split(',')[0]}: gateway / direct = ${(proxied.requestsPerSecond / straight.requestsPerSecond).toFixed(2)}x (goal >= 0.85x)`);
  }
  // eslint-disable-next-line no-console
  console.log(`GET /getProducts through the gateway: ${Math.round(pairs[1]![1].requestsPerSecond)} req/s (goal >= 5,000)`);
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
    for (const child of children) child.kill('SIGTERM');
  });
