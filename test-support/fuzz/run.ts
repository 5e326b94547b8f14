/**
 * The fuzz run of `make test` (`make fuzz`): schemathesis against the public OpenAPI document of a running system,
 * as three callers: anonymous (every operation), a customer (the routes a customer may call) and an admin (the admin
 * routes). Each finding fails the run: a 5xx, a status, content type or body the document does not declare.
 *
 *   node infra/scripts/dev.mjs --e2e -- npx tsx --conditions=development test-support/fuzz/run.ts
 *
 * dev.mjs passes the gateway's address (E2E_BASE_URL); SCHEMATHESIS_PATH names the `st` command
 * (`infra.sh schemathesis` installs it). FUZZ_EXAMPLES (25) sets the examples per operation, FUZZ_SEED a seed
 * to replay a run. The records the admin's destructive calls are pointed at are customers this run registers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '@rto/gateway';

const base = process.env.E2E_BASE_URL;
const st = process.env.SCHEMATHESIS_PATH;
if (!base || !st) {
  process.stderr.write('fuzz: E2E_BASE_URL and SCHEMATHESIS_PATH must be set (run it through `make fuzz`)\n');
  process.exit(2);
}
const examples = process.env.FUZZ_EXAMPLES ?? '25';
const adminEmail = process.env.E2E_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL ?? 'admin@example.com';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD ?? 'admin-dev-password';
// schemathesis keeps the failures it found (for `st replay <id>`) under its working directory: kept out of the sources.
const workDir = path.resolve(__dirname, '../../.data/fuzz');
const CHECKS = ['not_a_server_error', 'status_code_conformance', 'content_type_conformance', 'response_schema_conformance'];

async function call(method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function logIn(email: string, password: string): Promise<string> {
  const answer = await call('POST', '/login', { email, password });
  if (answer.status !== 200) throw new Error(`log-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return String(answer.body['token']);
}

/** A new customer of this run: its token and id. */
async function registerCustomer(role: string): Promise<{ token: string; id: string }> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const answer = await call('POST', '/register', {
    name: `Fuzz ${role}`,
    email: `fuzz-${role}-${suffix}@example.com`,
    mobile: '317-555-0100',
    password: `fuzz-password-${suffix}`,
  });
  if (answer.status !== 201) throw new Error(`registering the ${role} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const token = String(answer.body['token']);
  const me = await call('GET', '/getUser', undefined, token);
  return { token, id: String((me.body['user'] as { _id: string })._id) };
}

/** The document's operation ids for the routes a caller of `access` may call, from the gateway's route table. */
function operationIds(document: { paths: Record<string, Record<string, { operationId: string }>> }, accesses: string[]): string[] {
  return routeTable
    .filter((entry) => accesses.includes(entry.access))
    .map((entry) => document.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method]?.operationId)
    .filter((id): id is string => id !== undefined);
}

interface Pass {
  name: string;
  operations: string[];
  token?: string;
  env?: Record<string, string>;
}

/** One pass, its output kept to be shown whole once every pass has ended (the passes run at once). */
function runPass(pass: Pass): Promise<{ code: number; seconds: number; output: string }> {
  const started = Date.now();
  const args = [
    '--config-file', path.join(__dirname, 'schemathesis.toml'),
    'run',
    `${base}/openapi.json`,
    '--url', base!,
    '--checks', CHECKS.join(','),
    '--max-examples', examples,
    '--workers', '2',
    '--generation-database', 'none',
    '--no-color',
    ...(process.env.FUZZ_SEED ? ['--seed', process.env.FUZZ_SEED] : []),
    ...pass.operations.flatMap((id) => ['--include-operation-id', id]),
    // A caller's token (set by hooks.py) is the only Authorization header: the generator draws none of its own.
    ...(pass.token ? ['--generation-with-security-parameters', 'false'] : []),
  ];
  const heading = `\nfuzz: ${pass.name}: ${pass.operations.length} operations, ${examples} examples each\n`;
  return new Promise((resolve) => {
    const child = spawn(st!, args, {
      cwd: workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...pass.env, FUZZ_TOKEN: pass.token ?? '', SCHEMATHESIS_HOOKS: 'hooks', PYTHONPATH: __dirname },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    let ended = false;
    const end = (code: number) => {
      if (ended) return;
      ended = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`fuzz: ${pass.name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      resolve({ code, seconds, output: heading + Buffer.concat(chunks).toString() });
    };
    // A command that cannot start reports 'error' and may never report 'close'.
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not run ${st}: ${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

async function main(): Promise<number> {
  fs.mkdirSync(workDir, { recursive: true });
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as Parameters<typeof operationIds>[0];
  const adminToken = await logIn(adminEmail, adminPassword);
  const admin = await call('GET', '/getUser', undefined, adminToken);
  const customer = await registerCustomer('customer');
  const victim = await registerCustomer('victim');
  const deleted = await registerCustomer('deleted');
  const leaver = await registerCustomer('leaver');
  const products = await call('GET', '/getProducts');
  const product = (products.body['products'] as Array<{ _id: string }> | undefined)?.[0]?._id ?? '';
  const shared = { FUZZ_ADMIN_ID: String((admin.body['user'] as { _id: string })._id), FUZZ_VICTIM_ID: victim.id, FUZZ_DELETED_ID: deleted.id, FUZZ_PRODUCT_ID: product };

  const passes: Pass[] = [
    { name: 'anonymous', operations: operationIds(document, ['none', 'customer', 'admin']), env: shared },
    { name: 'customer', operations: operationIds(document, ['none', 'customer']), token: customer.token, env: { ...shared, FUZZ_LOGOUT_TOKEN: leaver.token } },
    { name: 'admin', operations: operationIds(document, ['admin']), token: adminToken, env: shared },
  ];
  // Every operation in some pass, and every route of the table in the document: a gap either way fails the run.
  const documented = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
  const covered = new Set(passes.flatMap((pass) => pass.operations)).size;
  if (covered !== documented) process.stdout.write(`fuzz: ${documented - covered} documented operations are in no route of the gateway's table\n`);
  const undocumented = routeTable.filter((entry) => !document.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method]);
  for (const entry of undocumented) process.stdout.write(`fuzz: ${entry.method.toUpperCase()} ${entry.path} is routed by the gateway but not in the document\n`);

  // The three passes at once: each waits on the system's answers, and one after another left a third of the CPU idle.
  // They call as different accounts, and the admin's destructive calls name only customers no other pass uses.
  const results = await Promise.all(passes.map(async (pass) => ({ name: pass.name, ...(await runPass(pass)) })));
  for (const result of results) process.stdout.write(result.output);

  process.stdout.write('\nfuzz summary (schemathesis, checks: ' + CHECKS.join(', ') + ')\n');
  for (const result of results) process.stdout.write(`  ${result.name.padEnd(10)} ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`}  ${result.seconds}s\n`);
  const complete = covered === documented && undocumented.length === 0;
  if (!complete) process.stdout.write('  coverage   FAILED (the gaps are named above)\n');
  const failed = results.filter((result) => result.code !== 0).length;
  if (failed === 0 && complete) {
    process.stdout.write(`fuzz: passed, ${covered} operations\n`);
    return 0;
  }
  process.stdout.write(`fuzz: FAILED; each finding above names its operation and a curl command that replays it (or \`st replay <id>\` in .data/fuzz)\n`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`fuzz: could not prepare the run: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
