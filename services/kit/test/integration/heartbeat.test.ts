import { connectMongo, createHeartbeat, createLogger, type Connection } from '@rto/kit';
import { testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';

/** Which processes of a service are alive (kit's heartbeat), as a retry asks of the process that held its request. */

let database: Connection;
const logger = createLogger('heartbeat-test', 'silent');

beforeAll(async () => {
  database = await connectMongo(testDatabaseUrl(`heartbeat-${uniqueSuffix()}`));
});

afterAll(async () => {
  await database.dropDatabase();
  await database.close();
});

describe('the heartbeat', () => {
  it('when an instance beats, then another sees it alive; once it is silent for longer than deadAfterMs, gone', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    const clock = { now: () => now };
    const first = createHeartbeat({ connection: database, logger, intervalMs: 60_000, deadAfterMs: 5_000, now: clock.now });
    const second = createHeartbeat({ connection: database, logger, intervalMs: 60_000, deadAfterMs: 5_000, now: clock.now });
    await first.start();
    await second.start();
    expect(first.instanceId).not.toBe(second.instanceId);
    expect(await second.isAlive(first.instanceId)).toBe(true);

    // Killed: no beat since (its timer never ran again), and the time went on.
    now += 4_000;
    expect(await second.isAlive(first.instanceId)).toBe(true);
    now += 2_000;
    expect(await second.isAlive(first.instanceId)).toBe(false);
    // An instance always knows it is alive itself, until it stops.
    expect(await second.isAlive(second.instanceId)).toBe(true);
    await first.stop();
    await second.stop();
    expect(await second.isAlive(second.instanceId)).toBe(false);
  });

  it('when an instance stops, then it is gone at once, and an id never seen is gone', async () => {
    const one = createHeartbeat({ connection: database, logger });
    const other = createHeartbeat({ connection: database, logger });
    await one.start();
    await other.start();
    expect(await other.isAlive(one.instanceId)).toBe(true);
    await one.stop();
    expect(await other.isAlive(one.instanceId)).toBe(false);
    expect(await other.isAlive('never-started')).toBe(false);
    await other.stop();
  });
});
