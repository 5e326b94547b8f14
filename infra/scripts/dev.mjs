#!/usr/bin/env node
// Runs the whole system: every service and the gateway, as separate processes. Infrastructure is started before
// this by `infra.sh up <mode>` (see the Makefile). Ctrl-C stops what this started and nothing else.
//
//   node infra/scripts/dev.mjs                  development: restart on code changes, Vite dev server on 5173
//   node infra/scripts/dev.mjs --e2e -- <cmd>   browser tests: the test servers, databases and an event namespace
//                                               of their own, other ports; runs <cmd> once all answer, then stops
//                                               everything and exits with <cmd>'s status
// A service or the gateway that exits is started again after a back-off (supervisor.mjs); the ready banner waits
// until every one answers its /readyz.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvFile } from './env-file.mjs';
import { secretsFor, signingSecrets } from './secrets.mjs';
import { supervise, waitUntilReady } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The services that exist, with their default ports (docs/architecture.md). Each new service adds a line. */
const services = [
  { name: 'identity', dir: 'services/identity', port: 4001 },
  { name: 'catalog', dir: 'services/catalog', port: 4002 },
  { name: 'cart', dir: 'services/cart', port: 4003 },
  { name: 'scheduling', dir: 'services/scheduling', port: 4004 },
  { name: 'billing', dir: 'services/billing', port: 4005 },
  { name: 'order', dir: 'services/order', port: 4006 },
  { name: 'notification', dir: 'services/notification', port: 4007 },
].filter((service) =>
  fs.existsSync(path.join(root, service.dir, 'src/main.ts')),
);

const separator = process.argv.indexOf('--');
const e2e = process.argv.includes('--e2e');
const command = separator > 0 ? process.argv.slice(separator + 1) : [];
// End-to-end runs keep clear of a running development system; E2E_SHARD=n (0 to 3) runs stack n of several at once,
// each 100 ports further up (infra/scripts/e2e-shards.mjs).
const shard = e2e ? Number(process.env.E2E_SHARD ?? 0) : 0;
if (!Number.isInteger(shard) || shard < 0 || shard > 3) throw new Error(`E2E_SHARD must be 0, 1, 2 or 3, not ${process.env.E2E_SHARD}`);
const PORT_SHIFT = e2e ? 200 + 100 * shard : 0;
const GATEWAY_PORT = e2e ? 8280 + 100 * shard : Number(process.env.PORT ?? process.env.GATEWAY_PORT ?? 8080);

// The grammar of MongoDB URLs (several hosts, no WHATWG URL), as the kit reads it (services/kit/src/config.ts).
function mongoUrlParts(url) {
  const parts = /^(mongodb(?:\+srv)?:\/\/)([^/?]*)(?:\/([^?]*))?(?:\?(.*))?$/.exec(url);
  return parts && { scheme: parts[1], authority: parts[2], database: parts[3] ?? '', options: parts[4] ? parts[4].split('&') : [] };
}

function databaseOf(url) {
  const database = mongoUrlParts(url)?.database;
  return database ? decodeURIComponent(database) : undefined;
}

/** `url` with `database` in its path. A user keeps authenticating against the database it did before the change. */
function withDatabase(url, database) {
  const parts = mongoUrlParts(url);
  if (!parts) return url; // the service refuses it with one clear line
  const { scheme, authority, options } = parts;
  const option = (name) => options.find((pair) => pair.split('=')[0].toLowerCase() === name.toLowerCase())?.split('=')[1];
  const external = ['GSSAPI', 'MONGODB-AWS', 'MONGODB-OIDC', 'MONGODB-X509'].includes(decodeURIComponent(option('authMechanism') ?? '').toUpperCase());
  if (authority.includes('@') && option('authSource') === undefined && !external) options.push(`authSource=${parts.database || 'admin'}`);
  return `${scheme}${authority}/${encodeURIComponent(database)}${options.length > 0 ? `?${options.join('&')}` : ''}`;
}

// What infra.sh resolved, under anything the developer set explicitly.
const baseEnv = {
  ...readEnvFile(path.join(root, e2e ? '.data/test.env' : '.data/dev.env')),
  ...process.env,
  NODE_ENV: e2e ? 'test' : (process.env.NODE_ENV ?? 'development'),
};
delete baseEnv.PORT;
// Each process gets only the signing keys it uses (secrets.mjs), never the whole set.
const secrets = signingSecrets(root, { e2e });
for (const name of Object.keys(baseEnv)) if (/^((JWT|SERVICE_TOKEN|RESET_LINK)_SECRET(_PREVIOUS)?|ADMIN_PASSWORD)$/.test(name)) delete baseEnv[name];
// Each service connects to the broker as its own user (AMQP_URL_<SERVICE>, made by infra.sh): consumers accept an
// event only from its type's owner. A process never sees another's broker password; the broker's administrator
// (AMQP_URL) is kept for a service only when it has no user of its own (a broker given from outside without them).
const brokerUrls = {};
for (const name of Object.keys(baseEnv)) {
  if (!/^AMQP_URL_[A-Z]+$/.test(name)) continue;
  brokerUrls[name] = baseEnv[name];
  delete baseEnv[name];
}
const brokerFor = (service) => {
  const own = brokerUrls[`AMQP_URL_${service.toUpperCase()}`];
  return own ? { AMQP_URL: own } : {};
};
// Links in e-mails (password reset) point at wherever the gateway runs.
baseEnv.PUBLIC_URL ??= `http://localhost:${GATEWAY_PORT}`;
// Each service owns a database on the one server MONGO_URL names: `<name>_<service>`, where <name> is the database
// MONGO_URL names (`rto` from infra.sh: rto_identity, rto_catalog, ...), `rto` if it names none.
let databasePrefix = databaseOf(baseEnv.MONGO_URL ?? '') ?? 'rto';
if (e2e) {
  // Databases and a broker namespace of its own: browser tests never see, or leave, anyone else's data.
  const run = `e2e-${randomBytes(4).toString('hex')}`;
  databasePrefix = run;
  // Billing looks for payments due every 2 s: a browser test that makes a draft date come sees it drafted at once.
  // Passwords are hashed at bcrypt's lowest cost, as in the services' own integration tests (test-support/stack.ts):
  // every sign-up and log-in of the browser tests waited about 150 ms of identity's CPU for the default's 10 rounds.
  Object.assign(baseEnv, { NAMESPACE: `${run}.`, LOG_LEVEL: baseEnv.LOG_LEVEL ?? 'warn', AUTH_LIMIT_PER_IP: '10000', SANDBOX_DRAFT_INTERVAL: '2s', BCRYPT_ROUNDS: baseEnv.BCRYPT_ROUNDS ?? '4' });
}
for (const service of services) service.database = `${databasePrefix}_${service.name}`;
const mongoServer = baseEnv.MONGO_URL ?? (e2e ? 'mongodb://127.0.0.1:27018' : 'mongodb://127.0.0.1:27017');

const colours = [36, 35, 33, 32, 34, 31, 96, 95];
/** Every process this started, each kept running by its supervisor. */
const processes = [];

function prefixLines(name, colour, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`\x1b[${colour}m${name.padEnd(12)}\x1b[0m ${readable(line)}\n`);
  });
}

// pino writes JSON; show the parts a developer reads at a glance.
function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    const request = entry.method ? ` ${entry.method} ${entry.path} ${entry.status} ${entry.durationMs}ms` : '';
    const error = entry.err ? ` ${entry.err.message ?? ''}` : '';
    return `${entry.level.padEnd(5)} ${entry.msg ?? ''}${request}${error}`;
  } catch {
    return line;
  }
}

function start(name, command, args, env, cwd = root, dir = undefined) {
  const colour = colours[processes.length % colours.length];
  const supervised = supervise({
    name,
    start: () => {
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      prefixLines(name, colour, child.stdout, process.stdout);
      prefixLines(name, colour, child.stderr, process.stderr);
      return child;
    },
    say: (line) => process.stderr.write(`\x1b[${colour}m${name.padEnd(12)}\x1b[0m ${line}\n`),
  });
  processes.push({ name, dir, supervised });
  return supervised;
}

// Not `tsx watch`: it outlives the service it runs, so a service that died would stay dead. The supervisor runs
// plain tsx, and a change of sources replaces the processes built from them (see watchSources below).
const tsx = path.join(root, 'node_modules/.bin/tsx');
const runTs = (dir) => [tsx, ['--conditions=development', path.join(root, dir, 'src/main.ts')]];

for (const service of services) service.port += PORT_SHIFT;
const upstreams = Object.fromEntries(services.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${s.port}`]));
for (const service of services) {
  // Services that call each other (cart -> catalog) find their peers at the same addresses the gateway uses.
  start(service.name, ...runTs(service.dir), { ...baseEnv, ...secretsFor(service.name, secrets), ...brokerFor(service.name), ...upstreams, PORT: String(service.port), MONGO_URL: withDatabase(mongoServer, service.database) }, root, service.dir);
}
// Readiness and metrics answer on the next port, never on the public one.
const OPERATIONS_PORT = GATEWAY_PORT + 1;
start('gateway', ...runTs('gateway'), { ...baseEnv, ...secretsFor('gateway', secrets), ...upstreams, PORT: String(GATEWAY_PORT), OPERATIONS_PORT: String(OPERATIONS_PORT) }, root, 'gateway');

const hasFrontend = !e2e && fs.existsSync(path.join(root, 'frontend/package.json'));
if (hasFrontend) {
  start('vite', path.join(root, 'node_modules/.bin/vite'), ['--port', '5173', '--strictPort'], { ...baseEnv, GATEWAY_URL: `http://localhost:${GATEWAY_PORT}` }, path.join(root, 'frontend'));
}

/**
 * Development: a saved source file replaces the processes built from it: those of its package and of the packages
 * that depend on it (the kit: all of them), read from their package.json.
 */
function watchSources() {
  const packageOf = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const nameOfDir = new Map([...fs.readdirSync(path.join(root, 'services')).map((name) => `services/${name}`), 'gateway']
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => [dir, packageOf(dir).name]));
  const dependsOn = (dir, name) => {
    const { dependencies = {}, devDependencies = {} } = packageOf(dir);
    return name in dependencies || name in devDependencies;
  };
  const changed = new Set();
  let timer;
  const replaceChanged = () => {
    const names = new Set([...changed].map((dir) => nameOfDir.get(dir)));
    changed.clear();
    for (const { name, dir, supervised } of processes) {
      if (!dir) continue;
      if (!names.has(nameOfDir.get(dir)) && ![...names].some((changedName) => dependsOn(dir, changedName))) continue;
      process.stderr.write(`${name} sources changed; restarting it\n`);
      supervised.replace();
    }
  };
  for (const dir of nameOfDir.keys()) {
    fs.watch(path.join(root, dir), { recursive: true }, (_event, file) => {
      if (!file || !/^src\/.*\.(ts|json)$/.test(file.split(path.sep).join('/'))) return;
      changed.add(dir);
      clearTimeout(timer);
      timer = setTimeout(replaceChanged, 200);
    });
  }
}
if (!e2e) watchSources();

let stopping = false;
function stopAll(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nstopping services...\n');
  setTimeout(() => process.exit(exitCode), 8_000).unref();
  Promise.all(processes.map(({ supervised }) => supervised.stop(signal))).then(() => process.exit(exitCode));
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// Its output closed under it (`make dev | head`): stop the services, rather than die of the write and leave them
// running with nobody to stop them (holding the ports the next run needs).
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => stopAll('SIGTERM', 1));
// Whatever else ends this process, its services do not outlive it.
process.on('exit', () => {
  for (const { supervised } of processes) if (supervised.child.exitCode === null && supervised.child.signalCode === null) supervised.child.kill('SIGTERM');
});

// Ready means answering /readyz (its database, Redis and broker answer), not merely listening; the gateway's is on
// its operations port.
const checks = [...services.map((s) => [s.name, `http://127.0.0.1:${s.port}/readyz`]), ['gateway', `http://127.0.0.1:${OPERATIONS_PORT}/readyz`]];
const describe = (notReady) => notReady.map(({ name, reason }) => `${name} (${reason})`).join(', ');
let notReady = await waitUntilReady(checks, { timeoutMs: 120_000 });

if (e2e) {
  if (notReady.length) {
    process.stderr.write(`not ready: ${describe(notReady)}\n`);
    stopAll('SIGTERM', 1);
  } else {
    const [program, ...args] = command;
    // E2E_SCHEDULING_URL: the browser tests book a slot as another customer's order would (scheduling's internal API),
    // with this run's service key.
    const testEnv = {
      ...process.env,
      ...secretsFor('order', secrets),
      E2E_BASE_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
      E2E_SCHEDULING_URL: upstreams.SCHEDULING_URL,
      // E2E_BILLING_MONGO_URL: billing's database, where a test makes a monthly draft date come (no route moves time).
      E2E_BILLING_MONGO_URL: withDatabase(mongoServer, services.find((s) => s.name === 'billing')?.database ?? ''),
      // Every port this runner's processes listen on, for the test that none answers beyond this machine.
      E2E_LISTENING_PORTS: [...services.map((s) => s.port), GATEWAY_PORT, OPERATIONS_PORT].join(','),
    };
    const tests = spawn(program, args, { cwd: root, stdio: 'inherit', env: testEnv });
    tests.on('exit', (code) => stopAll('SIGTERM', code ?? 1));
  }
} else {
// Still starting (a first install, a slow machine) or stuck: say which and why, and keep waiting.
while (notReady.length) {
  process.stderr.write(`\x1b[31mnot ready yet: ${describe(notReady)}; still waiting\x1b[0m\n`);
  notReady = await waitUntilReady(notReady.map(({ name }) => checks.find(([checkName]) => checkName === name)), { timeoutMs: 60_000 });
}
const mail = baseEnv.MAIL_INBOX_URL;
process.stdout.write(
  [
    '',
    '\x1b[32mthe whole system is up\x1b[0m',
    `  storefront + API   http://localhost:${GATEWAY_PORT}`,
    `  API docs           http://localhost:${GATEWAY_PORT}/docs`,
    ...(hasFrontend ? ['  SPA dev server     http://localhost:5173 (hot reload; API calls go to the gateway)'] : []),
    ...services.map((s) => `  ${s.name.padEnd(18)} http://localhost:${s.port}  (database ${s.database})`),
    `  gateway readiness  http://localhost:${OPERATIONS_PORT}/readyz (and /metrics; not on the public port)`,
    ...(mail ? [`  e-mail inbox       ${mail}`] : []),
    `  admin log-in       ${baseEnv.ADMIN_EMAIL ?? 'admin@example.com'} / ${secrets.ADMIN_PASSWORD} (made on the first run, kept in .data/secrets.env)`,
    '  Ctrl-C stops the services; `make down` stops the databases and brokers started for them.',
    '',
  ].join('\n'),
);
}
