import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually, freePort, removeNamespace, startProcess, testAmqpUrl, uniqueSuffix, type StartedProcess } from '@rto/kit/testing';

/**
 * A newcomer's first `make dev`: every service started at once, as its own process, against a MongoDB-compatible
 * server whose H2 file does not exist yet. Once, the first start lost a race creating a collection and cart stayed
 * dead. Ten rounds, each on a new file of a new server: every service answers /readyz every time.
 */

const root = path.resolve(__dirname, '../../../..');
const jars = path.join(root, 'infra/mongo/target/lib');
const launcher = path.join(root, 'infra/mongo/MongoLauncher.java');
const SERVICES = ['identity', 'catalog', 'cart', 'scheduling', 'billing', 'order', 'notification'];
const ROUNDS = 10;
const suffix = uniqueSuffix();
const namespaces: string[] = [];

type Started = StartedProcess;
const run = (command: string, args: string[], env: NodeJS.ProcessEnv): Started => startProcess(command, args, { cwd: root, env });

async function stop(started: Started): Promise<void> {
  if (started.process.exitCode === null && started.process.signalCode === null) started.process.kill('SIGTERM');
  await started.exited;
}

/**
 * The launcher compiled once for the file: run as a source file, as infra.sh runs it, every server would compile it
 * again (about a second of CPU each, eleven times). The JIT's first tier only: a server here lives for seconds.
 */
let compiled: string;

/** A mongo-java-server with H2 storage in a file that does not exist yet, as infra.sh starts the development one. */
async function startFreshMongo(directory: string, port: number): Promise<{ server: Started; url: string }> {
  const jvm = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-cp', `${compiled}${path.delimiter}${jars}/*`, 'MongoLauncher'];
  const server = run('java', [...jvm, '--port', String(port), '--storage', path.join(directory, 'dev.mv.db')], process.env);
  // A server that ends before it is ready fails the round at once, with what it said.
  const ended = server.exited.then(() => {
    throw new Error(`mongo-java-server ended:\n${server.output()}`);
  });
  await Promise.race([
    ended,
    eventually(() => {
      if (!server.output().includes('ready on')) throw new Error(`mongo-java-server not ready:\n${server.output()}`);
    }, 60_000, 50),
  ]);
  ended.catch(() => undefined); // it ends when the round stops it
  return { server, url: mongoUrlOf(port) };
}

// No database in the path: each service takes its own, rto_<service>, as under `make dev`.
const mongoUrlOf = (port: number) => `mongodb://127.0.0.1:${port}`;

/** Every service as its own process, as dev.mjs starts them, all at once. */
async function startServices(mongoUrl: string, namespace: string) {
  const ports = Object.fromEntries(await Promise.all(SERVICES.map(async (name) => [name, await freePort()] as const)));
  return SERVICES.map((name) => ({
    name,
    port: ports[name]!,
    process: run(process.execPath, ['--conditions=development', '--import', 'tsx', path.join(root, 'services', name, 'src/main.ts')], {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'warn',
      HOST: '127.0.0.1',
      PORT: String(ports[name]),
      MONGO_URL: mongoUrl,
      AMQP_URL: testAmqpUrl(name),
      NAMESPACE: namespace,
      CATALOG_URL: `http://127.0.0.1:${ports['catalog']}`,
      // One hash of the first admin's password; the default cost would only slow the round down.
      BCRYPT_ROUNDS: '4',
    }),
  }));
}

type Services = Awaited<ReturnType<typeof startServices>>;

async function everyServiceReady(services: Services): Promise<void> {
  await Promise.all(
    services.map(({ name, port, process: started }) =>
      eventually(async () => {
        if (started.process.exitCode !== null) throw new Error(`${name} exited (${started.process.exitCode}):\n${started.output()}`);
        const answer = await readyzOf(port);
        if (answer?.status !== 200) throw new Error(`${name} not ready (${answer ? `${answer.status} ${answer.body}` : 'not answering'}):\n${started.output()}`);
      }, 60_000, 100),
    ),
  );
  for (const { process: started } of services) expect(started.process.exitCode).toBeNull();
}

async function readyzOf(port: number): Promise<{ status: number; body: string } | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    return { status: response.status, body: await response.text() };
  } catch {
    return undefined;
  }
}

beforeAll(() => {
  if (!fs.existsSync(jars)) throw new Error(`No mongo-java-server jars in ${jars}: run the tests through "make test" (infra.sh fetches them)`);
  compiled = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-launcher-'));
  execFileSync('javac', ['-d', compiled, '-cp', `${jars}/*`, launcher], { cwd: root, stdio: 'pipe' });
}, 60_000);

afterAll(async () => {
  if (compiled) fs.rmSync(compiled, { recursive: true, force: true });
  for (const namespace of namespaces) await removeNamespace(process.env['AMQP_URL']!, namespace, SERVICES);
});

describe('a first start on a brand-new database file', () => {
  for (let round = 1; round <= ROUNDS; round += 1) {
    it(`when every service starts at once on a new H2 file (round ${round} of ${ROUNDS}), then every service answers /readyz`, async () => {
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-fresh-'));
      const namespace = `test-fresh-${suffix}-${round}.`;
      namespaces.push(namespace);
      const { server, url } = await startFreshMongo(directory, await freePort());
      const services = await startServices(url, namespace);
      try {
        await everyServiceReady(services);
      } finally {
        await Promise.all(services.map(({ process: started }) => stop(started)));
        await stop(server);
        fs.rmSync(directory, { recursive: true, force: true });
      }
    }, 90_000);
  }

  it('when the services start before their database server, then each says it tries again and answers /readyz once the server is up', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-fresh-'));
    const namespace = `test-fresh-${suffix}-late.`;
    namespaces.push(namespace);
    const mongoPort = await freePort();
    const services = await startServices(mongoUrlOf(mongoPort), namespace);
    let server: Started | undefined;
    try {
      // Nothing listens yet: every service's first connection times out, is reported, and is tried again.
      await Promise.all(
        services.map(({ name, process: started }) =>
          eventually(() => {
            if (started.process.exitCode !== null) throw new Error(`${name} exited (${started.process.exitCode}):\n${started.output()}`);
            expect(started.output()).toMatch(/connecting to MongoDB failed \(attempt 1\): .*; trying again in \d+ ms/);
          }, 60_000, 100),
        ),
      );
      server = (await startFreshMongo(directory, mongoPort)).server;
      await everyServiceReady(services);
    } finally {
      await Promise.all(services.map(({ process: started }) => stop(started)));
      if (server) await stop(server);
      fs.rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
