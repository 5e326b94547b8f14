/**
 * What the gateway costs: the same endpoint measured directly on its service and through the gateway, side by
 * side in one run, with a load tool (autocannon). Prints throughput, p50/p99 latency and the ratio.
 * Runs against the test servers (`make bench` starts them); every process is a real, separate process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);

function testServers(): Record<string, string> {
  const file = path.join(root, '.data/test.env');
  const entries = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').split('\n').map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim())).filter((m): m is RegExpExecArray => m !== null)
    : [];
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
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
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
  errors: number;
  non2xx: number;
}

async function measure(label: string, url: string, headers: Record<string, string>): Promise<Measured> {
  // Warm-up: JIT, connection pools, caches.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const servers = testServers();
  const suffix = Date.now().toString(36);
  const common = {
    ...servers,
    MONGO_URL: (servers['MONGO_URL'] ?? 'mongodb://127.0.0.1:27018/rto-test').replace(/\/[^/]*$/, `/bench-${suffix}`),
    NAMESPACE: `bench-${suffix}.`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  startProcess('services/identity', { ...common, PORT: '4101' });
  startProcess('gateway', { ...common, PORT: '8180', IDENTITY_URL: 'http://127.0.0.1:4101', AUTH_LIMIT_PER_IP: '1000000' });
  await Promise.all([waitFor('http://127.0.0.1:4101/healthz'), waitFor('http://127.0.0.1:8180/healthz')]);

  const registered = await fetch('http://127.0.0.1:8180/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Customer', email: `bench-${suffix}@example.com`, mobile: '5550100', password: 'bench-password' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const direct = await measure('GET /getUser direct to identity', 'http://127.0.0.1:4101/getUser', headers);
  const viaGateway = await measure('GET /getUser through the gateway', 'http://127.0.0.1:8180/getUser', headers);

  const rows = [direct, viaGateway].map((m) => ({
    measurement: m.label,
    'req/s': Math.round(m.requestsPerSecond),
    'p50 ms': m.p50,
    'p99 ms': m.p99,
    errors: m.errors,
    'non-2xx': m.non2xx,
  }));
  // eslint-disable-next-line no-console
  console.table(rows);
  const ratio = viaGateway.requestsPerSecond / direct.requestsPerSecond;
  // eslint-disable-next-line no-console
  console.log(`gateway / direct throughput: ${ratio.toFixed(2)}x (goal >= 0.85x), ${CONNECTIONS} connections, ${DURATION_S}s each`);
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench failed: ${String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
