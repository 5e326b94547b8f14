import { z } from 'zod';
import { connectMongo, createRuntime, databaseOfMongoUrl, loadConfig, platformConfigShape, port, type Connection, type RunningService, type ServiceRuntime } from '@rto/kit';
import { removeNamespace, testEnvironment, testServerUrl, uniqueSuffix } from '@rto/kit/testing';

/**
 * Each service owns its data: two services given the same MONGO_URL, naming only the server, each write to a
 * database of their own, `rto_<service>`, even into a collection of the same name.
 */

const suffix = uniqueSuffix();
const namespace = `test-db-${suffix}.`;
// Names of this run only, so parallel runs never share (or drop) each other's databases.
const services = [`ledger${suffix}`, `inventory${suffix}`] as const;
const running: RunningService[] = [];
let server: Connection;

async function start(service: string): Promise<ServiceRuntime> {
  const env = testEnvironment(namespace, 'unused', { MONGO_URL: testServerUrl() });
  const runtime = await createRuntime(service, loadConfig(z.object({ ...platformConfigShape, PORT: port(0) }), env));
  running.push(await runtime.serve(() => undefined));
  return runtime;
}

beforeAll(async () => {
  server = await connectMongo(testServerUrl());
});

afterAll(async () => {
  for (const service of running) await service.stop();
  for (const service of services) await server.useDb(`rto_${service}`).dropDatabase();
  await server.close();
  await removeNamespace(process.env['AMQP_URL']!, namespace, [...services]).catch(() => undefined);
});

describe('databases of their own', () => {
  it('when two services start with the same MONGO_URL naming no database, then each writes to its own database rto_<service>', async () => {
    const [ledger, inventory] = [await start(services[0]), await start(services[1])];
    expect(databaseOfMongoUrl(testServerUrl())).toBeUndefined();
    expect([ledger.db.name, inventory.db.name]).toEqual([`rto_${services[0]}`, `rto_${services[1]}`]);

    await ledger.db.collection('entries').insertOne({ writtenBy: services[0] });
    await inventory.db.collection('entries').insertOne({ writtenBy: services[1] });

    // Looked at from outside, on the server: each service's document is in its own database, and only there.
    const seen = async (database: string) =>
      (await server.useDb(database).collection('entries').find({}, { projection: { _id: 0 } }).toArray()).map((entry) => entry['writtenBy']);
    expect(await seen(`rto_${services[0]}`)).toEqual([services[0]]);
    expect(await seen(`rto_${services[1]}`)).toEqual([services[1]]);
    const databases = (await server.db!.admin().listDatabases()).databases.map((database) => database.name);
    expect(databases).toEqual(expect.arrayContaining([`rto_${services[0]}`, `rto_${services[1]}`]));
  });
});
