import { Schema } from 'mongoose';
import { z } from 'zod';
import { brokerUserOfUrl, connectMongo, createLogger, defineEvent, RabbitEventBus, newEvent, withOutbox, replayDeadLetters, topologyFor, type Connection, type EventBusOptions, type EventEnvelope } from '@rto/kit';
import { EventProbe, eventually, removeNamespace, TcpProxy, testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';
import amqp from 'amqplib';
import { createHandledEvents } from '../../src/bus/handled-events';

/**
 * The bus against a real RabbitMQ: what is committed is published even across an outage, a repeated delivery is
 * handled once, and a message that keeps failing ends in the dead-letter queue.
 */

const amqpUrl = () => process.env['AMQP_URL']!;
const logger = createLogger('bus-test', process.env['TEST_LOG_LEVEL'] ?? 'silent');
const somethingHappened = defineEvent('something.happened', z.object({ n: z.number() }));
// One event type per consumer test, so each test's service sees only its own events.
const countedOnce = defineEvent('counted.once', z.object({ n: z.number() }));
const retriedLater = defineEvent('retried.later', z.object({ n: z.number() }));
const neverHandled = defineEvent('never.handled', z.object({ n: z.number() }));

let database: Connection;
const namespace = `test-bus-${uniqueSuffix()}.`;
const buses: RabbitEventBus[] = [];

// Short waits between attempts, so the retry tests take a moment, not minutes.
const RETRY_DELAYS_MS = [100, 200, 300, 400];

// These buses share the test's one broker user, so they accept each other's made-up event types from it.
const publishers = () => brokerUserOfUrl(amqpUrl());

function newBus(service: string, url = amqpUrl(), options: Partial<EventBusOptions> = {}): RabbitEventBus {
  const bus = new RabbitEventBus({ url, service, namespace, logger, database, retryDelaysMs: RETRY_DELAYS_MS, outboxIntervalMs: 200, publishers, ...options });
  buses.push(bus);
  return bus;
}

beforeAll(async () => {
  database = await connectMongo(testDatabaseUrl(`bus-${uniqueSuffix()}`));
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
  await database.close();
  await removeNamespace(amqpUrl(), namespace, ['counter', 'flaky', 'doomed', 'publisher'], RETRY_DELAYS_MS).catch(() => undefined);
});

describe('publishing from the outbox', () => {
  it('when RabbitMQ is down while an event is committed, then it is delivered after RabbitMQ comes back', async () => {
    const broker = new URL(amqpUrl());
    const proxy = new TcpProxy(broker.hostname, Number(broker.port || 5672));
    await proxy.up();
    const Thing = database.model('Thing', withOutbox(new Schema({ name: String })));
    const publisher = newBus('publisher', proxy.rewrite(amqpUrl())).publishOutboxOf({ model: Thing });
    const probe = await EventProbe.start(amqpUrl(), namespace);
    try {
      await publisher.start();
      await publisher.waitUntilConnected();

      await proxy.down();
      await eventually(() => expect(publisher.isConnected()).toBe(false));
      const event = newEvent('publisher', somethingHappened, { n: 42 });
      await Thing.create({ name: 'written during the outage', outbox: [event] });
      publisher.relay.nudge();
      await publisher.relay.flush().catch(() => undefined);
      expect(probe.all('something.happened').filter((e) => e.id === event.id)).toEqual([]);
      const waiting = await Thing.findOne({ name: 'written during the outage' }).select('+outbox').lean<{ outbox: EventEnvelope[] }>();
      expect(waiting?.outbox.map((e) => e.id)).toEqual([event.id]);

      await proxy.up();
      const delivered = await probe.waitFor('something.happened', (e) => e.id === event.id, 20_000);
      expect(delivered.data).toEqual({ n: 42 });
      await eventually(async () => {
        const sent = await Thing.findOne({ name: 'written during the outage' }).select('+outbox').lean<{ outbox: EventEnvelope[] }>();
        expect(sent?.outbox).toEqual([]);
      });
    } finally {
      await probe.stop();
      await proxy.down();
    }
  });
});

describe('a write that queues events', () => {
  it('when a create, an update or an insertMany puts events in an outbox, then they are published at once, with the timed round an hour away', async () => {
    const Note = database.model('Note', withOutbox(new Schema({ name: String })));
    const publisher = newBus('publisher', amqpUrl(), { outboxIntervalMs: 3_600_000 }).publishOutboxOf({ model: Note });
    const probe = await EventProbe.start(amqpUrl(), namespace);
    try {
      await publisher.start();
      await publisher.waitUntilConnected();

      const created = newEvent('publisher', somethingHappened, { n: 1 });
      const note = await Note.create({ name: 'created', outbox: [created] });
      await probe.waitFor('something.happened', (e) => e.id === created.id, 5_000);

      const pushed = newEvent('publisher', somethingHappened, { n: 2 });
      await Note.updateOne({ _id: note._id }, { $set: { name: 'pushed' }, $push: { outbox: pushed } });
      await probe.waitFor('something.happened', (e) => e.id === pushed.id, 5_000);

      const inserted = newEvent('publisher', somethingHappened, { n: 3 });
      await Note.insertMany([{ name: 'inserted', outbox: [inserted] }]);
      await probe.waitFor('something.happened', (e) => e.id === inserted.id, 5_000);
    } finally {
      await probe.stop();
    }
  });

  it('when a write names its document, then the relay goes straight to it; a write that names none looks for what waits', async () => {
    const Memo = database.model('Memo', withOutbox(new Schema({ name: String })));
    const find = jest.spyOn(Memo, 'find');
    const publisher = newBus('publisher', amqpUrl(), { outboxIntervalMs: 3_600_000 }).publishOutboxOf({ model: Memo });
    const probe = await EventProbe.start(amqpUrl(), namespace);
    try {
      await publisher.start();
      await publisher.waitUntilConnected();
      // Connecting starts a round over every tracked collection: a search. The timed one is an hour away.
      await eventually(() => expect(find).toHaveBeenCalled());
      find.mockClear();

      const created = newEvent('publisher', somethingHappened, { n: 1 });
      const memo = await Memo.create({ name: 'created', outbox: [created] });
      const pushed = newEvent('publisher', somethingHappened, { n: 2 });
      await Memo.updateOne({ _id: memo._id }, { $push: { outbox: pushed } });
      const upserted = newEvent('publisher', somethingHappened, { n: 3 });
      await Memo.findOneAndUpdate({ name: 'upserted' }, { $push: { outbox: upserted } }, { upsert: true, new: true });
      for (const event of [created, pushed, upserted]) await probe.waitFor('something.happened', (e) => e.id === event.id, 5_000);
      expect(find).not.toHaveBeenCalled();

      const many = newEvent('publisher', somethingHappened, { n: 4 });
      await Memo.updateMany({ name: 'created' }, { $push: { outbox: many } });
      await probe.waitFor('something.happened', (e) => e.id === many.id, 5_000);
      await eventually(() => expect(find).toHaveBeenCalledTimes(1));
    } finally {
      find.mockRestore();
      await probe.stop();
    }
  });

  it('when a tombstone or a record kept only for its events is sent, then it is deleted; a live document stays, and costs no delete', async () => {
    const Card = database.model('Card', withOutbox(new Schema({ name: String, deletedAt: { type: Date, default: null } })));
    const Alarm = database.model('Alarm', withOutbox(new Schema({ name: String })));
    const deleteOne = jest.spyOn(Card, 'deleteOne');
    const publisher = newBus('publisher', amqpUrl(), { outboxIntervalMs: 3_600_000 })
      .publishOutboxOf({ model: Card, purgeWhenSent: { whenSet: 'deletedAt' } })
      .publishOutboxOf({ model: Alarm, purgeWhenSent: 'always' });
    const probe = await EventProbe.start(amqpUrl(), namespace);
    try {
      await publisher.start();
      await publisher.waitUntilConnected();
      const [live, dead, alarm] = [1, 2, 3].map((n) => newEvent('publisher', somethingHappened, { n })) as [EventEnvelope, EventEnvelope, EventEnvelope];
      const kept = await Card.create({ name: 'live', outbox: [live] });
      await probe.waitFor('something.happened', (e) => e.id === live.id, 5_000);
      const gone = await Card.create({ name: 'deleted', deletedAt: new Date(), outbox: [dead] });
      await Alarm.create({ name: 'alarm', outbox: [alarm] });
      for (const event of [dead, alarm]) await probe.waitFor('something.happened', (e) => e.id === event.id, 5_000);

      await eventually(async () => {
        expect(await Card.exists({ _id: gone._id })).toBeNull();
        expect(await Alarm.countDocuments()).toBe(0);
      });
      const stays = await Card.findById(kept._id).select('+outbox').lean<{ name: string; outbox: EventEnvelope[] }>();
      expect(stays).toMatchObject({ name: 'live', outbox: [] });
      expect(deleteOne).toHaveBeenCalledTimes(1);
    } finally {
      deleteOne.mockRestore();
      await probe.stop();
    }
  });

  it('when a model has no outbox, then the relay refuses to track it', () => {
    const Plain = database.model('Plain', new Schema({ name: String }));
    expect(() => newBus('publisher').publishOutboxOf({ model: Plain })).toThrow(/withOutbox/);
  });
});

describe('a connection lost while the bus connects', () => {
  it('when the broker goes away while the topology is being declared, then nothing is thrown unhandled, and the bus connects again and publishes', async () => {
    const broker = new URL(amqpUrl());
    const proxy = new TcpProxy(broker.hostname, Number(broker.port || 5672));
    await proxy.up();
    // Many consumers to declare: a setup long enough to be cut in the middle.
    const consumers = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`slow-setup-${index}`, ['slow.setup']]));
    const queues = Object.keys(consumers).flatMap((service) => [topologyFor(service, namespace).queue, topologyFor(service, namespace).deadQueue]);
    const Thing = database.model('SlowSetupThing', withOutbox(new Schema({ name: String })));
    const connection = await amqp.connect(amqpUrl());
    const exists = async (queue: string) => {
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      try {
        await channel.checkQueue(queue);
        await channel.close();
        return true;
      } catch {
        return false;
      }
    };
    const publisher = newBus('slow-setup', proxy.rewrite(amqpUrl()), { consumers }).publishOutboxOf({ model: Thing });
    const probe = await EventProbe.start(amqpUrl(), namespace);
    try {
      await publisher.start();
      await eventually(async () => expect(await exists(queues[0]!)).toBe(true), 10_000, 5);
      expect(await exists(queues.at(-1)!)).toBe(false); // still declaring
      await proxy.down();
      await proxy.up();

      const event = newEvent('slow-setup', somethingHappened, { n: 7 });
      await Thing.create({ name: 'after the drop', outbox: [event] });
      publisher.relay.nudge();
      const delivered = await probe.waitFor('something.happened', (e) => e.id === event.id, 20_000);
      expect(delivered.data).toEqual({ n: 7 });
      expect(await exists(queues.at(-1)!)).toBe(true);
    } finally {
      await probe.stop();
      await publisher.stop();
      await proxy.down();
      const channel = await connection.createChannel();
      for (const queue of queues) await channel.deleteQueue(queue);
      await connection.close();
    }
  }, 60_000);
});

describe('consuming', () => {
  async function publishRaw(event: EventEnvelope, times = 1): Promise<void> {
    const connection = await amqp.connect(amqpUrl());
    const channel = await connection.createConfirmChannel();
    for (let index = 0; index < times; index += 1) {
      channel.publish(`${namespace}rto.events`, event.type, Buffer.from(JSON.stringify(event)), { persistent: true, messageId: event.id, userId: publishers() });
    }
    await channel.waitForConfirms();
    await connection.close();
  }

  it('when the same event is delivered twice, then it is handled once', async () => {
    let handled = 0;
    const bus = newBus('counter').on(countedOnce, async () => {
      handled += 1;
    });
    await bus.start();
    await bus.waitUntilConnected();
    const event = newEvent('test', countedOnce, { n: 1 });
    await publishRaw(event, 2);
    const after = newEvent('test', countedOnce, { n: 2 });
    await publishRaw(after);
    await eventually(() => expect(handled).toBe(2));
    // Both copies and the follow-up have been consumed; the duplicate did not count.
    const connection = await amqp.connect(amqpUrl());
    const channel = await connection.createChannel();
    await eventually(async () => expect((await channel.checkQueue(bus.topology.queue)).messageCount).toBe(0));
    await connection.close();
    expect(handled).toBe(2);
  });

  it('when a handler fails a few times, then the event is retried until it succeeds', async () => {
    let calls = 0;
    const bus = newBus('flaky').on(retriedLater, async () => {
      calls += 1;
      if (calls < 3) throw new Error('temporary failure');
    });
    await bus.start();
    await bus.waitUntilConnected();
    await publishRaw(newEvent('test', retriedLater, { n: 3 }));
    await eventually(() => expect(calls).toBe(3));
  });

  it('when a handler always fails, then after the capped retries (here two) the event lands in the dead-letter queue, and can be replayed once fixed', async () => {
    let calls = 0;
    let fixed = false;
    let handled = 0;
    const bus = newBus('doomed', amqpUrl(), { retryDelaysMs: [100, 200] }).on(neverHandled, async () => {
      calls += 1;
      if (!fixed) throw new Error('permanent failure');
      handled += 1;
    });
    await bus.start();
    await bus.waitUntilConnected();
    const event = newEvent('test', neverHandled, { n: 4 });
    await publishRaw(event);

    const connection = await amqp.connect(amqpUrl());
    const channel = await connection.createChannel();
    await eventually(async () => expect((await channel.checkQueue(bus.topology.deadQueue)).messageCount).toBe(1), 15_000);
    await connection.close();
    expect(calls).toBe(3);
    expect(handled).toBe(0);

    fixed = true;
    expect(await replayDeadLetters({ url: amqpUrl(), service: 'doomed', namespace })).toBe(1);
    await eventually(() => expect(handled).toBe(1));
    expect(calls).toBe(4);
  });
});

describe('remembering handled events', () => {
  it('when records are old, then they are forgotten; recent and in-progress ones stay', async () => {
    const handled = createHandledEvents(database, 'pruner');
    const [oldId, recentId, inProgressId] = ['old', 'recent', 'in-progress'].map((name) => `${name}-${uniqueSuffix()}`);
    for (const id of [oldId!, recentId!]) {
      expect(await handled.claim(id, 'test.event')).toBe('claimed');
      await handled.markDone(id);
    }
    expect(await handled.claim(inProgressId!, 'test.event')).toBe('claimed');
    await database.collection('handled_events').updateOne({ consumer: 'pruner', eventId: oldId }, { $set: { claimedAt: new Date(Date.now() - 30 * 86_400_000) } });

    expect(await handled.forgetOlderThan(14 * 86_400_000)).toBe(1);
    expect(await handled.claim(oldId!, 'test.event')).toBe('claimed');
    expect(await handled.claim(recentId!, 'test.event')).toBe('already-done');
    expect(await handled.claim(inProgressId!, 'test.event')).toBe('busy');
  });
});
