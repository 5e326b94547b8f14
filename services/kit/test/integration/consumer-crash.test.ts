import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import amqp from 'amqplib';
import { z } from 'zod';
import { brokerUserOfUrl, connectMongo, defineEvent, newEvent, topologyFor, type Connection } from '@rto/kit';
import { eventually, removeNamespace, testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';
import { handledKeyOf } from '../../src/bus/handled-events';

/**
 * A consumer process killed in the middle of a handler (SIGKILL: no goodbye, no ack, its claim left behind) and
 * another started in its place: the event is handled to the end by the new one, and its effect happens once.
 * Each consumer is a real process (fixtures/crash-consumer.ts) against the real broker and database.
 */

const root = path.resolve(__dirname, '../../../..');
const fixture = path.join(__dirname, 'fixtures/crash-consumer.ts');
const amqpUrl = () => process.env['AMQP_URL']!;
const suffix = uniqueSuffix();
const namespace = `test-crash-${suffix}.`;
const SERVICE = 'survivor';
// Short, so the new consumer may take over the dead one's claim within a second or two.
const HANDLED_LEASE_MS = 1_000;
const RETRY_DELAYS_MS = [100, 200, 300, 400];
const crashFact = defineEvent('crash.fact', z.object({ tallyId: z.string(), amount: z.number().int() }));

interface Consumer {
  process: ChildProcess;
  /** Resolves once it consumes; rejects with its output if it ends first. */
  consuming: Promise<void>;
  exited: Promise<void>;
}

const consumers: Consumer[] = [];
let database: Connection;

/** Starts a consumer the way services run in development: tsx, the workspace packages from their sources. */
function startConsumer(env: Record<string, string> = {}): Consumer {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', fixture], {
    cwd: root,
    env: {
      ...process.env,
      SERVICE,
      NAMESPACE: namespace,
      MONGO_URL: testDatabaseUrl(`crash-${suffix}`),
      AMQP_URL: amqpUrl(),
      HANDLED_LEASE_MS: String(HANDLED_LEASE_MS),
      LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const consuming = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('consuming\n')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => reject(new Error(`consumer ended (${signal ?? code}) before consuming:\n${output}`)));
  });
  const consumer = { process: child, consuming, exited };
  consumers.push(consumer);
  return consumer;
}

async function publish(event: ReturnType<typeof newEvent<typeof crashFact>>): Promise<void> {
  const connection = await amqp.connect(amqpUrl());
  try {
    const channel = await connection.createConfirmChannel();
    channel.publish(topologyFor(SERVICE, namespace).exchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true, messageId: event.id, userId: brokerUserOfUrl(amqpUrl()) });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  database = await connectMongo(testDatabaseUrl(`crash-${suffix}`));
});

afterAll(async () => {
  for (const consumer of consumers) {
    if (consumer.process.exitCode === null && consumer.process.signalCode === null) consumer.process.kill('SIGKILL');
    await consumer.exited;
  }
  await database.dropDatabase();
  await database.close();
  await removeNamespace(amqpUrl(), namespace, [SERVICE], RETRY_DELAYS_MS).catch(() => undefined);
});

describe('a consumer killed mid-handler', () => {
  it('when a consumer is killed after its handler wrote and before it returned, and another is started, then the event is handled once: one effect, recorded done', async () => {
    const tallies = database.collection<{ _id: string; total: number; handledEvents?: string[] }>('tallies');
    const runs = database.collection<{ eventId: string; pid: number }>('handler_runs');
    const handled = database.collection<{ _id: string; status: string }>('handled_events');
    await tallies.insertOne({ _id: 'tally', total: 0 });
    const event = newEvent('test', crashFact, { tallyId: 'tally', amount: 5 });
    const key = handledKeyOf(SERVICE, event.id);

    const doomed = startConsumer({ HANG_AFTER_WRITE: '1' });
    await doomed.consuming;
    await publish(event);
    // Mid-handler: its write is in, its claim still open, its message not acked.
    await eventually(async () => {
      expect((await tallies.findOne({ _id: 'tally' }))?.total).toBe(5);
      expect((await handled.findOne({ _id: key }))?.status).toBe('processing');
    }, 15_000);

    doomed.process.kill('SIGKILL');
    await doomed.exited;
    const successor = startConsumer();
    await successor.consuming;

    // The broker gives the unacked event to the successor; once the dead claim's lease runs out it takes over,
    // runs the handler to the end, and the tally's mark keeps the amount from being added again.
    await eventually(async () => expect((await handled.findOne({ _id: key }))?.status).toBe('done'), 20_000);
    const pids = (await runs.find({ eventId: event.id }).toArray()).map((run) => run.pid);
    expect(pids).toEqual([doomed.process.pid, successor.process.pid]);
    expect(await tallies.findOne({ _id: 'tally' })).toEqual({ _id: 'tally', total: 5, handledEvents: [key] });
    await eventually(async () => {
      const connection = await amqp.connect(amqpUrl());
      try {
        const queue = await (await connection.createChannel()).checkQueue(topologyFor(SERVICE, namespace).queue);
        expect(queue).toMatchObject({ messageCount: 0, consumerCount: 1 });
      } finally {
        await connection.close();
      }
    });

    successor.process.kill('SIGTERM');
    await successor.exited;
    expect(successor.process.exitCode).toBe(0);
  }, 90_000);
});
