import amqp from 'amqplib';
import { Schema } from 'mongoose';
import { z } from 'zod';
import {
  connectMongo,
  createLogger,
  createRuntime,
  DEATH_REASON_HEADER,
  defineEvent,
  brokerUserOfUrl,
  RabbitEventBus,
  HANDLED_MARKS_KEPT,
  handledMarkFilter,
  handledMarkPush,
  handledMarksField,
  loadConfig,
  newEvent,
  withOutbox,
  outboxPending,
  platformConfigShape,
  port,
  replayDeadLetterQueue,
  topologyFor,
  type Connection,
  type ConsumerRegistry,
  type EventBusOptions,
  type EventEnvelope,
} from '@rto/kit';
import { EventProbe, eventually, metricValue, removeNamespace, TcpProxy, testAmqpUrl, testDatabaseUrl, testEnvironment, uniqueSuffix, watchUnhandledRejections } from '@rto/kit/testing';

/**
 * What a checkout saga needs from the bus, each against the real RabbitMQ and database: several services on one
 * database each handle an event once; a broker drop mid-handler neither crashes the process nor runs the step
 * twice; a slow handler keeps its claim; a malformed event is dead-lettered at once; one relay at a time
 * publishes an outbox entry; and an event published before its consumer ever started waits for it.
 */

const amqpUrl = () => process.env['AMQP_URL']!;
const logger = createLogger('saga-bus-test', process.env['TEST_LOG_LEVEL'] ?? 'silent');
const namespace = `test-saga-${uniqueSuffix()}.`;
const exchange = topologyFor('any', namespace).exchange;
// Short waits between attempts, so a retry takes a moment, not minutes.
const RETRY_DELAYS_MS = [100, 200, 300, 400];

const sharedFact = defineEvent('shared.fact', z.object({ n: z.number() }));
const interruptedFact = defineEvent('interrupted.fact', z.object({ n: z.number() }));
const slowFact = defineEvent('slow.fact', z.object({ n: z.number() }));
// A type of the platform's owner table (notification's): the runtime's bus accepts it from its owner's user only.
const strictFact = defineEvent('support.requested', z.object({ n: z.number() }));
const relapsingFact = defineEvent('relapsing.fact', z.object({ n: z.number() }));
const ledgerEntry = defineEvent('ledger.entry', z.object({ n: z.number() }));
const lateArrival = defineEvent('late.arrival', z.object({ n: z.number() }));
const absentMinded = defineEvent('absent.minded', z.object({ n: z.number() }));
const risenFact = defineEvent('risen.fact', z.object({ n: z.number() }));
const creditGranted = defineEvent('credit.granted', z.object({ credits: z.number().int() }));

let database: Connection;
const buses: RabbitEventBus[] = [];
const services = new Set<string>();

// These buses share the test's one broker user, so they accept each other's made-up event types from it.
const publishers = () => brokerUserOfUrl(amqpUrl());

function newBus(service: string, options: Partial<EventBusOptions> = {}): RabbitEventBus {
  const bus = new RabbitEventBus({ url: amqpUrl(), service, namespace, logger, database, retryDelaysMs: RETRY_DELAYS_MS, outboxIntervalMs: 200, consumers: {}, publishers, ...options });
  buses.push(bus);
  services.add(service);
  return bus;
}

async function started(...started: RabbitEventBus[]): Promise<void> {
  for (const bus of started) await bus.start();
  for (const bus of started) await bus.waitUntilConnected();
}

async function withChannel<T>(use: (channel: amqp.ConfirmChannel) => Promise<T>, url = amqpUrl()): Promise<T> {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined); // e.g. checking a queue that does not exist: the call itself rejects
    return await use(channel);
  } finally {
    await connection.close();
  }
}

/** Publishes bytes as they come, `times` times, straight to the exchange (as a buggy or duplicating publisher would). */
async function publishRaw(routingKey: string, body: unknown, times = 1, url = amqpUrl()): Promise<void> {
  const content = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  await withChannel(async (channel) => {
    for (let index = 0; index < times; index += 1) channel.publish(exchange, routingKey, content, { persistent: true, userId: brokerUserOfUrl(url) });
    await channel.waitForConfirms();
  }, url);
}

const depthOf = (queue: string) => withChannel(async (channel) => (await channel.checkQueue(queue)).messageCount);

beforeAll(async () => {
  database = await connectMongo(testDatabaseUrl(`saga-bus-${uniqueSuffix()}`));
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
  await database.close();
  await removeNamespace(amqpUrl(), namespace, [...services], RETRY_DELAYS_MS).catch(() => undefined);
  await removeNamespace(amqpUrl(), namespace, ['strict']).catch(() => undefined);
});

describe('services sharing one database', () => {
  it('when three services on one database consume the same event, delivered twice, then each handles it exactly once', async () => {
    const consumers: ConsumerRegistry = { alpha: ['shared.fact'], beta: ['shared.fact'], gamma: ['shared.fact'] };
    const handled: Record<string, number> = { alpha: 0, beta: 0, gamma: 0 };
    const trio = ['alpha', 'beta', 'gamma'].map((service) =>
      newBus(service, { consumers }).on(sharedFact, async () => {
        handled[service] = (handled[service] ?? 0) + 1;
      }),
    );
    await started(...trio);

    const event = newEvent('test', sharedFact, { n: 1 });
    await publishRaw(event.type, event, 2);

    // Each service took both copies off its queue: one handled, one recognised as a repeat.
    await eventually(async () => {
      for (const bus of trio) expect(await metricValue(bus.metrics.consumed, { outcome: 'duplicate' })).toBe(1);
    });
    expect(handled).toEqual({ alpha: 1, beta: 1, gamma: 1 });
    const records = await database.collection('handled_events').find({ eventId: event.id }).sort({ consumer: 1 }).toArray();
    expect(records.map((record) => [record['_id'], record['status']])).toEqual([
      [`alpha:${event.id}`, 'done'],
      [`beta:${event.id}`, 'done'],
      [`gamma:${event.id}`, 'done'],
    ]);
  });
});

describe('a broker drop while a handler runs', () => {
  it('when the broker connection drops mid-handler, then nothing is rejected unhandled, the event comes back after the reconnect, and its effect happens once', async () => {
    const broker = new URL(amqpUrl());
    const proxy = new TcpProxy(broker.hostname, Number(broker.port || 5672));
    await proxy.up();
    const watch = watchUnhandledRejections();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    let effects = 0;
    const bus = newBus('interrupted', { url: proxy.rewrite(amqpUrl()) }).on(interruptedFact, async () => {
      calls += 1;
      await gate;
      effects += 1;
    });
    try {
      await started(bus);
      const event = newEvent('test', interruptedFact, { n: 2 });
      await publishRaw(event.type, event);
      await eventually(() => expect(calls).toBe(1));

      await proxy.down();
      await eventually(() => expect(bus.isConnected()).toBe(false));
      // The handler finishes on a dead channel: its ack cannot reach the broker, which keeps the message.
      release();
      await eventually(async () => expect(await metricValue(bus.metrics.consumed, { outcome: 'handled' })).toBe(1));

      await proxy.up();
      await eventually(async () => expect(await metricValue(bus.metrics.consumed, { outcome: 'duplicate' })).toBe(1), 20_000);
      expect(calls).toBe(1);
      expect(effects).toBe(1);
      await eventually(async () => expect(await depthOf(bus.topology.queue)).toBe(0));
      expect(watch.rejections).toEqual([]);
    } finally {
      watch.stop();
      await proxy.down();
    }
  });
});

describe('a consumer the broker cancels', () => {
  it('when its queue is deleted under it, then the bus declares the queue again and consumes what comes next', async () => {
    const received: number[] = [];
    const bus = newBus('phoenix').on(risenFact, async (event) => {
      received.push(event.data.n);
    });
    await started(bus);
    await withChannel(async (channel) => {
      await channel.deleteQueue(bus.topology.queue);
    });
    // Back once the queue exists again and is bound: an event published then reaches the handler.
    await eventually(async () => {
      await withChannel(async (channel) => {
        await channel.checkQueue(bus.topology.queue);
      });
      expect(bus.isConnected()).toBe(true);
    });
    await publishRaw(risenFact.type, newEvent('test', risenFact, { n: 7 }));
    await eventually(() => expect(received).toEqual([7]));
  });
});

describe('a handler slower than its lease', () => {
  it('when a handler runs longer than the claim lease, then its claim is renewed and a second instance does not run it meanwhile', async () => {
    const LEASE_MS = 300;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const handler = async () => {
      calls += 1;
      await gate;
    };
    const instances = [newBus('slowpoke', { handledLeaseMs: LEASE_MS }).on(slowFact, handler), newBus('slowpoke', { handledLeaseMs: LEASE_MS }).on(slowFact, handler)];
    await started(...instances);
    const busyLooks = async () => (await Promise.all(instances.map((bus) => metricValue(bus.metrics.retries, { reason: 'busy' })))).reduce((a, b) => a + b, 0);

    const event = newEvent('test', slowFact, { n: 3 });
    await publishRaw(event.type, event, 2);
    await eventually(() => expect(calls).toBe(1));
    const records = database.collection<{ _id: string; claimedAt: Date; status: string }>('handled_events');
    const claimedAt = (await records.findOne({ _id: `slowpoke:${event.id}` }))!.claimedAt;

    // The second copy keeps coming back while the claim, renewed again and again, outlives several leases.
    await eventually(async () => {
      const record = await records.findOne({ _id: `slowpoke:${event.id}` });
      expect(record!.claimedAt.getTime() - claimedAt.getTime()).toBeGreaterThan(3 * LEASE_MS);
      expect(await busyLooks()).toBeGreaterThanOrEqual(3);
    });
    expect(calls).toBe(1);

    release();
    await eventually(async () => {
      const outcomes = await Promise.all(instances.map(async (bus) => [await metricValue(bus.metrics.consumed, { outcome: 'handled' }), await metricValue(bus.metrics.consumed, { outcome: 'duplicate' })]));
      expect(outcomes.reduce(([h, d], [h2, d2]) => [h! + h2!, d! + d2!], [0, 0])).toEqual([1, 1]);
    });
    expect(calls).toBe(1);
    expect((await records.findOne({ _id: `slowpoke:${event.id}` }))!.status).toBe('done');
  });
});

describe("a handler's own mark in the document it changes", () => {
  it("when the bus's record of a handled event is lost and the event comes again, then the handler runs but its store changes nothing twice", async () => {
    const Account = database.model('Account', new Schema({ owner: String, credits: Number, ...handledMarksField }));
    const account = await Account.create({ owner: 'ada', credits: 0 });
    let calls = 0;
    const bus = newBus('crediting').on(creditGranted, async (event, context) => {
      calls += 1;
      // The change and its mark in one single-document update: applied once, whatever the bus remembers.
      await Account.updateOne({ _id: account._id, ...handledMarkFilter(context) }, { $inc: { credits: event.data.credits }, $push: handledMarkPush(context) });
    });
    await started(bus);
    const event = newEvent('test', creditGranted, { credits: 5 });
    await publishRaw(event.type, event);
    await eventually(() => expect(calls).toBe(1));
    await eventually(async () => expect(await database.collection('handled_events').countDocuments({ _id: `crediting:${event.id}` as never, status: 'done' })).toBe(1));

    await database.collection('handled_events').deleteOne({ _id: `crediting:${event.id}` as never });
    await publishRaw(event.type, event);
    await eventually(() => expect(calls).toBe(2));
    await eventually(async () => expect(await metricValue(bus.metrics.consumed, { outcome: 'handled' })).toBe(2));
    const stored = await Account.findById(account._id).select('+handledEvents').lean<{ credits: number; handledEvents: string[] }>();
    expect(stored?.credits).toBe(5);
    expect(stored?.handledEvents).toEqual([`crediting:${event.id}`]);
  });

  it('when a document has recorded more events than it keeps, then only the newest marks stay', async () => {
    const Tally = database.model('Tally', new Schema({ n: Number, ...handledMarksField }));
    const tally = await Tally.create({ n: 0 });
    const keys = Array.from({ length: HANDLED_MARKS_KEPT + 5 }, (_, index) => `tally:${index}`);
    for (const handledKey of keys) {
      await Tally.updateOne({ _id: tally._id, ...handledMarkFilter({ handledKey }) }, { $inc: { n: 1 }, $push: handledMarkPush({ handledKey }) });
    }
    const stored = await Tally.findById(tally._id).select('+handledEvents').lean<{ n: number; handledEvents: string[] }>();
    expect(stored?.n).toBe(keys.length);
    expect(stored?.handledEvents).toEqual(keys.slice(-HANDLED_MARKS_KEPT));
  });
});

describe('malformed events and dead letters', () => {
  it("when an event fails its schema, then it is in the dead-letter queue within a second with the reason, and the service's /metrics shows the depth", async () => {
    const config = loadConfig(z.object({ ...platformConfigShape, PORT: port(0) }), testEnvironment(namespace, `saga-strict-${uniqueSuffix()}`));
    const runtime = await createRuntime('strict', config);
    let handled = 0;
    runtime.bus.on(strictFact, async () => {
      handled += 1;
    });
    // A document whose outbox another relay holds: it stays waiting, and /metrics counts it.
    const Held = runtime.db.model('Held', withOutbox(new Schema({ name: String })));
    await Held.create({ name: 'held', outbox: [newEvent('strict', strictFact, { n: 0 })], outboxClaim: { by: 'another relay', until: new Date(Date.now() + 3_600_000) } });
    runtime.bus.publishOutboxOf({ model: Held });
    const service = await runtime.serve(() => undefined);
    try {
      await runtime.bus.waitUntilConnected();
      const deadQueue = runtime.bus.topology.deadQueue;
      const sentAt = Date.now();
      await publishRaw(strictFact.type, '{"this is": "not an envelope"', 1, testAmqpUrl('notification'));
      await publishRaw(strictFact.type, { ...newEvent('notification', strictFact, { n: 1 }), data: { n: 'one' } }, 1, testAmqpUrl('notification'));
      // With the default waits (1 s, 5 s, ... 13 minutes in all) a retried message could not be there in time.
      await eventually(async () => expect(await depthOf(deadQueue)).toBe(2), 2_000, 20);
      expect(Date.now() - sentAt).toBeLessThan(1_000);
      expect(handled).toBe(0);

      const metrics = await (await fetch(`${service.url}/metrics`)).text();
      expect(metrics).toMatch(/^event_bus_dead_letter_queue_depth\{service="strict"\} 2$/m);
      expect(metrics).toMatch(/^event_bus_dead_lettered_total\{reason="invalid",service="strict"\} 2$/m);
      expect(metrics).toMatch(/^# TYPE event_bus_retries_total counter$/m);
      expect(metrics).toMatch(/^event_bus_outbox_backlog_documents\{collection="helds",service="strict"\} 1$/m);

      const reasons = await withChannel(async (channel) => {
        const found: string[] = [];
        for (let message = await channel.get(deadQueue); message; message = await channel.get(deadQueue)) {
          found.push(String(message.properties.headers?.[DEATH_REASON_HEADER]));
        }
        return found.sort();
      });
      expect(reasons).toEqual([expect.stringMatching(/^invalid envelope: /), 'invalid support.requested data: n: Invalid input: expected number, received string']);
    } finally {
      await service.stop();
    }
  });

  it('when dead letters are replayed, then a run takes at most its limit, and a message replayed too often stays unless forced', async () => {
    // No retries: a failure goes to the dead-letter queue at once.
    const bus = newBus('relapsing', { retryDelaysMs: [] }).on(relapsingFact, async () => {
      throw new Error('still broken');
    });
    await started(bus);
    const deadLettered = () => metricValue(bus.metrics.deadLettered, { reason: 'failed' });
    for (const n of [1, 2, 3]) await publishRaw(relapsingFact.type, newEvent('test', relapsingFact, { n }));
    await eventually(async () => expect(await deadLettered()).toBe(3));
    const replay = (options: { limit?: number; maxReplays?: number; force?: boolean }) =>
      replayDeadLetterQueue({ url: amqpUrl(), service: 'relapsing', namespace, ...options });

    expect(await replay({ limit: 2 })).toEqual({ replayed: 2, skipped: 0 });
    await eventually(async () => expect(await deadLettered()).toBe(5));
    expect(await replay({ maxReplays: 1 })).toEqual({ replayed: 1, skipped: 2 });
    await eventually(async () => expect(await deadLettered()).toBe(6));
    expect(await depthOf(bus.topology.deadQueue)).toBe(3);
    expect(await replay({ maxReplays: 1 })).toEqual({ replayed: 0, skipped: 3 });
    expect(await replay({ maxReplays: 1, force: true })).toEqual({ replayed: 3, skipped: 0 });
    await eventually(async () => expect(await deadLettered()).toBe(9));
  });
});

describe('relaying the outbox from several replicas', () => {
  it('when two relays of one service share an outbox, then each event is published exactly once', async () => {
    const Ledger = database.model('Ledger', withOutbox(new Schema({ n: Number })));
    const probe = await EventProbe.start(amqpUrl(), namespace);
    try {
      const relays = [newBus('ledger').publishOutboxOf({ model: Ledger }), newBus('ledger').publishOutboxOf({ model: Ledger })];
      await started(...relays);
      const written = await Ledger.insertMany(
        Array.from({ length: 30 }, (_, n) => ({ n, outbox: [newEvent('ledger', ledgerEntry, { n }), newEvent('ledger', ledgerEntry, { n: n + 100 })] })),
      );
      const ids = written.flatMap((document) => (document.toObject() as unknown as { outbox: EventEnvelope[] }).outbox.map((event) => event.id));

      await eventually(async () => expect(await Ledger.countDocuments(outboxPending())).toBe(0));
      // Every publish either relay made is confirmed once both have stopped; a sentinel sent after them arrives after them.
      for (const relay of relays) await relay.relay.stop();
      const sentinel = newEvent('test', ledgerEntry, { n: -1 });
      await publishRaw(sentinel.type, sentinel);
      await probe.waitFor('ledger.entry', (event) => event.id === sentinel.id);

      const deliveries = new Map<string, number>();
      for (const event of probe.all('ledger.entry')) deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
      deliveries.delete(sentinel.id);
      expect(deliveries.size).toBe(60);
      expect(ids.filter((id) => deliveries.get(id) !== 1)).toEqual([]);
    } finally {
      await probe.stop();
    }
  });
});

describe('the topology declared up front', () => {
  it('when an event is published before its consumer has ever started, then it is delivered once the consumer starts', async () => {
    const consumers: ConsumerRegistry = { latecomer: ['late.arrival'] };
    const Notice = database.model('Notice', withOutbox(new Schema({ text: String })));
    const herald = newBus('herald', { consumers }).publishOutboxOf({ model: Notice });
    await started(herald);
    const event = newEvent('herald', lateArrival, { n: 5 });
    await Notice.create({ text: 'before anyone listens', outbox: [event] });
    herald.relay.nudge();
    await eventually(async () => expect(await Notice.countDocuments(outboxPending())).toBe(0));
    expect(await metricValue(herald.metrics.published, { outcome: 'confirmed' })).toBe(1);

    const received: string[] = [];
    const latecomer = newBus('latecomer', { consumers }).on(lateArrival, async (delivered) => {
      received.push(delivered.id);
    });
    await started(latecomer);
    await eventually(() => expect(received).toEqual([event.id]));
  });

  it('when no queue takes an event that a consumer is declared for, then it stays in the outbox and goes out once the queue is declared again', async () => {
    const consumers: ConsumerRegistry = { absentee: ['absent.minded'] };
    services.add('absentee');
    const Memo = database.model('Memo', withOutbox(new Schema({ text: String })));
    const crier = newBus('crier', { consumers }).publishOutboxOf({ model: Memo });
    await started(crier);
    const absentee = topologyFor('absentee', namespace);
    // Someone deletes the consumer's queue behind the publisher's back.
    await withChannel(async (channel) => {
      await channel.deleteQueue(absentee.queue);
    });

    const event = newEvent('crier', absentMinded, { n: 6 });
    await Memo.create({ text: 'nobody takes it', outbox: [event] });
    crier.relay.nudge();
    await eventually(async () => expect(await metricValue(crier.metrics.published, { outcome: 'returned' })).toBeGreaterThanOrEqual(1));
    await eventually(async () => expect(await Memo.countDocuments(outboxPending())).toBe(0));
    expect(await depthOf(absentee.queue)).toBe(1);
    expect(await metricValue(crier.metrics.published, { outcome: 'confirmed' })).toBe(1);
  });
});
