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
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const PORTS = { identity: 4101, catalog: 4102, gateway: 8180 };

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

async function measure(label: string, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  // Warm-up: JIT, connection pools, caches.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function firstLoadJs(): string {
  const output = execFileSync(process.execPath, [path.join(root, 'frontend/scripts/bundle-size.mjs')], { encoding: 'utf8' });
  return output.trim().split('\n').at(-1) ?? output;
}

async function main(): Promise<void> {
  const servers = testServers();
  const run = `bench-${Date.now().toString(36)}`;
  const common = {
    ...servers,
    MONGO_URL: new URL(`/${run}`, servers['MONGO_URL']).toString(),
    NAMESPACE: `${run}.`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  startProcess('services/identity', { ...common, PORT: String(PORTS.identity) });
  startProcess('services/catalog', { ...common, PORT: String(PORTS.catalog) });
  const direct = { identity: `http://127.0.0.1:${PORTS.identity}`, catalog: `http://127.0.0.1:${PORTS.catalog}` };
  const gateway = `http://127.0.0.1:${PORTS.gateway}`;
  startProcess('gateway', { ...common, PORT: String(PORTS.gateway), IDENTITY_URL: direct.identity, CATALOG_URL: direct.catalog, AUTH_LIMIT_PER_IP: '1000000' });
  await Promise.all([direct.identity, direct.catalog, gateway].map((base) => waitFor(`${base}/readyz`)));

  const registered = await fetch(`${gateway}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Customer', email: `${run}@example.com`, mobile: '5550100', password: 'bench-password' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const pairs: Array<[Measured, Measured]> = [
    [await measure('GET /getUser, direct to identity', `${direct.identity}/getUser`, auth), await measure('GET /getUser, through the gateway', `${gateway}/getUser`, auth)],
    [await measure('GET /getProducts, direct to catalog', `${direct.catalog}/getProducts`), await measure('GET /getProducts, through the gateway', `${gateway}/getProducts`)],
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
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per measurement after a 2 s warm-up; local MongoDB is mongo-java-server, not MongoDB`);
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench failed: ${String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
