import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage, type Message, type Options, type RecoveringChannelModel } from 'amqplib';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { z } from 'zod';
import { runWithContext } from '../context';
import { platformConsumers } from './consumers';
import { envelopeSchema, type EventDefinition, type EventEnvelope, type EventOf } from './envelope';
import { createHandledEvents, DEFAULT_HANDLED_LEASE_MS, handledKeyOf, type HandledEvents } from './handled-events';
import type { HandlerContext } from './handled-marks';
import { createBusMetrics, type BusMetrics } from './metrics';
import { OutboxRelay, type OutboxSource } from './outbox';
import { brokerUserOf, platformPublishers, type PublisherRule } from './owners';
import { attemptsOf, Parking, type Settlement } from './parking';
import { brokerUserOfUrl, publisherOf } from './publisher';
import { consumersOf, DEFAULT_RETRY_DELAYS_MS, mainQueueArguments, topologyFor, type ConsumerRegistry, type Topology } from './topology';

export interface EventBusOptions {
  url: string;
  /** The service name: source of its events, name of its queue, owner of its handled-event records. */
  service: string;
  namespace?: string;
  logger: Logger;
  /** Where handled event ids are recorded (the service's own database). Needed only by consumers. */
  database?: Connection;
  prefetch?: number;
  /** Waits before the 1st, 2nd, ... retry of a failing event; after the last, it goes to the dead-letter queue. */
  retryDelaysMs?: number[];
  outboxIntervalMs?: number;
  /** How long a relay's claim on a document's outbox holds without a renewal. */
  outboxLeaseMs?: number;
  publishTimeoutMs?: number;
  /** How long a consumer's claim on an event holds without a renewal; renewed every third of it while the handler runs. */
  handledLeaseMs?: number;
  /**
   * Which services consume which event types. Every bus declares these queues and bindings when it connects, and
   * a publish of a listed type that no queue takes is refused. Defaults to the platform's table (`platformConsumers`).
   */
  consumers?: ConsumerRegistry;
  /**
   * The broker user whose events of a type this bus's consumers accept (any other publisher's are dropped).
   * Defaults to the owners table (`platformPublishers`, bus/owners.ts).
   */
  publishers?: PublisherRule;
}

/** A consumer's handler: the event (data checked by its definition's schema) and its handling context. */
export type EventHandler<E extends EventDefinition> = (event: EventOf<E>, context: HandlerContext) => Promise<void>;

interface Registration {
  schema: z.ZodType;
  handle(event: EventEnvelope, context: HandlerContext): Promise<void>;
}

type Outcome = 'handled' | 'duplicate' | 'busy' | 'unrecorded' | { failed: Error };

export { DEATH_REASON_HEADER } from './parking';
const HANDLED_EVENTS_KEPT_MS = 14 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;
const PROBE_TIMEOUT_MS = 1_000;
/** Events handled here whose record could not be written, remembered so a redelivery here only records them. */
const UNRECORDED_KEPT = 10_000;

/**
 * The service's side of the bus (ARCHITECTURE §3): a topic exchange, one durable queue per service with a retry
 * queue and a dead-letter queue, publishing with confirms from the outbox, and idempotent consumers that ack only
 * after their work is stored. amqplib's recovery reconnects with back-off and re-runs `setup`, which re-declares
 * the topology (every declared consumer's queue, not only this service's) and the consumers.
 */
export class EventBus {
  readonly topology: Topology;
  readonly relay: OutboxRelay;
  readonly metrics: BusMetrics;
  private readonly handlers = new Map<string, Registration>();
  private connection: RecoveringChannelModel | undefined;
  private model: ChannelModel | undefined;
  private publisher: ConfirmChannel | undefined;
  private consumer: { channel: Channel; tag: string } | undefined;
  private inspector: Channel | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private handled: HandledEvents | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly retryDelaysMs: number[];
  private registry: ConsumerRegistry;
  /** Messages the broker returned as unroutable, until their publish's confirm arrives (always after the return). */
  private readonly returned = new Set<string>();
  private redeclare = false;
  private readonly unrecorded = new Set<string>();
  /** The broker user this bus connects as: every publish carries it as `user_id`. */
  readonly user: string;
  private readonly parking: Parking;

  constructor(private readonly options: EventBusOptions) {
    this.topology = topologyFor(options.service, options.namespace);
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.user = brokerUserOfUrl(options.url);
    this.registry = options.consumers ?? platformConsumers;
    this.relay = new OutboxRelay((event) => this.publish(event), options.logger, {
      ...(options.outboxIntervalMs !== undefined ? { intervalMs: options.outboxIntervalMs } : {}),
      ...(options.outboxLeaseMs !== undefined ? { leaseMs: options.outboxLeaseMs } : {}),
    });
    this.metrics = createBusMetrics({
      deadLetterDepth: () => this.deadLetterDepth(),
      outboxBacklog: () => (this.relay.sources.length === 0 ? Promise.resolve(undefined) : withTimeout(this.relay.backlog()).catch(() => undefined)),
    });
    this.parking = new Parking({
      logger: options.logger,
      metrics: this.metrics,
      topology: this.topology,
      retryDelaysMs: this.retryDelaysMs,
      self: this.user,
      publisher: () => this.publisher,
      send: (channel, exchange, routingKey, content, properties) => this.send(channel, exchange, routingKey, content, properties),
      settle: (channel, message, how) => this.settle(channel, message, how),
    });
  }

  /**
   * Registers the handler of one event type (one per type per service). Call before `start`. The handler gets the
   * event and a context whose `handledKey` its store can record in the document it changes (see the kit README).
   */
  on<E extends EventDefinition>(definition: E, handler: EventHandler<E>): this {
    this.handlers.set(definition.type, {
      schema: definition.schema,
      handle: (event, context) => handler(event as EventOf<E>, context),
    });
    return this;
  }

  /** Publishes what waits in this collection's outboxes. Call before `start`. */
  publishOutboxOf(source: OutboxSource): this {
    this.relay.track(source);
    return this;
  }

  /** Adds the bus's metrics (dead-letter depth, retries, outbox backlog, ...) to a process's registry. */
  registerMetrics(registry: Registry): void {
    this.metrics.register(registry);
  }

  /** Connects in the background (the service starts and reports not-ready while the broker is away). */
  async start(): Promise<void> {
    if (this.handlers.size > 0) {
      if (!this.options.database) throw new Error('EventBus: consumers need a database for handled event ids');
      // Safe to call again after a failed start (the runtime retries it): the model is compiled once.
      const handled = (this.handled ??= createHandledEvents(this.options.database, this.options.service, {
        leaseMs: this.options.handledLeaseMs ?? DEFAULT_HANDLED_LEASE_MS,
      }));
      await handled.prepare();
      clearInterval(this.pruner);
      this.pruner = setInterval(() => {
        handled.forgetOlderThan(HANDLED_EVENTS_KEPT_MS).catch((error) => this.options.logger.warn({ err: error }, 'could not prune handled events'));
      }, PRUNE_EVERY_MS);
      this.pruner.unref();
      this.registry = this.withOwnSubscriptions(this.registry);
      const unowned = [...this.handlers.keys()].filter((type) => (this.options.publishers ?? platformPublishers)(type) === undefined);
      if (unowned.length > 0) this.options.logger.warn({ types: unowned }, 'handlers of event types that no service owns (kit bus/owners.ts): every such event is refused');
    }
    if (this.options.publishers === undefined && this.user !== brokerUserOf(this.options.service)) {
      this.options.logger.warn({ user: this.user, expected: brokerUserOf(this.options.service) }, 'connecting to the broker as another user than this service\'s own: consumers refuse the events it publishes');
    }
    this.connection = await amqp.connect(withHeartbeat(this.options.url), {
      recovery: {
        waitForConnect: false,
        initialDelay: 200,
        maxDelay: 5_000,
        maxRetries: Infinity,
        setup: (model: ChannelModel) => this.setup(model),
      },
    });
    this.connection.on('disconnect', (error: Error) => {
      this.publisher = undefined;
      this.consumer = undefined;
      this.model = undefined;
      this.inspector = undefined;
      if (!this.stopping) this.options.logger.warn({ err: error }, 'event bus disconnected; reconnecting');
    });
    this.connection.on('connect', () => this.options.logger.info('event bus connected'));
    this.connection.on('error', (error: Error) => this.options.logger.warn({ err: error }, 'event bus connection error'));
    this.relay.start();
  }

  /** The registry plus this service's own handlers; a handler missing from the registry is reported. */
  private withOwnSubscriptions(registry: ConsumerRegistry): ConsumerRegistry {
    const declared = registry[this.options.service] ?? [];
    const missing = [...this.handlers.keys()].filter((type) => !declared.includes(type));
    if (missing.length > 0 && this.options.consumers === undefined) {
      this.options.logger.warn(
        { service: this.options.service, types: missing },
        'this service consumes event types missing from the platform consumer registry (kit bus/consumers.ts): events published before it first starts would not wait for it',
      );
    }
    return { ...registry, [this.options.service]: [...new Set([...declared, ...this.handlers.keys()])] };
  }

  isConnected(): boolean {
    return this.publisher !== undefined;
  }

  /** Resolves once connected (or rejects after `timeoutMs`). */
  async waitUntilConnected(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isConnected()) {
      if (Date.now() > deadline) throw new Error('event bus not connected');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async setup(model: ChannelModel): Promise<void> {
    const { exchange, queue, deadQueue } = this.topology;
    // amqplib's recovery listens to this connection only once setup is done. A connection that drops while the
    // topology is being declared would raise an unhandled 'error' (ending the process), and its close would go
    // unseen: a bus that only publishes would then hold a dead channel and never connect again. So setup listens
    // itself, and fails when the connection was lost under it: recovery then closes it and connects again.
    let lost: Error | undefined;
    model.on('error', (error: Error) => {
      lost ??= error;
      if (this.model !== model) this.options.logger.warn({ err: error }, 'event bus connection lost while connecting');
    });
    model.on('close', (error?: Error) => {
      lost ??= error ?? new Error('the connection closed while the bus was connecting');
    });
    this.returned.clear(); // returns of a channel that is gone answer nothing any more
    const publisher = await model.createConfirmChannel();
    publisher.on('error', (error) => this.options.logger.warn({ err: error }, 'publish channel error'));
    publisher.on('close', () => this.reconnect(model, 'the publish channel closed'));
    publisher.on('return', (message: Message) => this.returned.add(returnKey(message)));
    await publisher.assertExchange(exchange, 'topic', { durable: true });
    await this.declareConsumerQueues(model);

    if (this.handlers.size > 0) {
      const consumer = await model.createChannel();
      consumer.on('error', (error) => this.options.logger.warn({ err: error }, 'consume channel error'));
      consumer.on('close', () => this.reconnect(model, 'the consume channel closed'));
      await consumer.prefetch(this.options.prefetch ?? 10);
      await consumer.assertQueue(queue, { durable: true, arguments: mainQueueArguments(this.topology) });
      // Retries wait in the queue of their delay step, then expire back into the main queue.
      for (const delayMs of new Set(this.retryDelaysMs)) {
        await consumer.assertQueue(this.topology.retryQueue(delayMs), {
          durable: true,
          arguments: { 'x-message-ttl': delayMs, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
        });
      }
      await consumer.assertQueue(deadQueue, { durable: true });
      for (const type of this.handlers.keys()) await consumer.bindQueue(queue, exchange, type);
      const { consumerTag } = await consumer.consume(queue, (message) => {
        if (message) this.track(this.deliver(consumer, message));
        // The broker cancelled the consumer (its queue was deleted, or moved to another node).
        else this.reconnect(model, 'the broker cancelled the consumer');
      });
      this.consumer = { channel: consumer, tag: consumerTag };
    }
    if (lost) throw lost;
    this.model = model;
    this.publisher = publisher;
    this.relay.nudge();
  }

  /**
   * A channel lost while the connection lives on (the broker closed it after a refused operation, or cancelled
   * the consumer) would leave the bus deaf or mute: close the connection, and recovery connects again and re-runs
   * `setup`, which declares everything again. Ignored for a connection already replaced or closing.
   */
  private reconnect(model: ChannelModel, reason: string): void {
    if (this.stopping || this.model !== model) return;
    this.options.logger.warn({ reason }, 'event bus channel lost; reconnecting');
    this.publisher = undefined;
    this.consumer = undefined;
    this.model = undefined;
    model.close().catch(() => undefined);
  }

  /**
   * Declares the queue, dead-letter queue and bindings of every consumer in the registry (other services' too), so
   * that what is published before a consumer ever started waits for it. A declaration the broker refuses (a queue
   * declared elsewhere with other arguments) is reported and skipped, never fatal to this service.
   */
  private async declareConsumerQueues(model: ChannelModel): Promise<void> {
    const { exchange } = this.topology;
    let channel: Channel | undefined;
    const openChannel = async (): Promise<Channel> => {
      const opened = await model.createChannel();
      opened.on('error', () => undefined); // a refused declaration closes the channel; reported below
      return opened;
    };
    for (const [service, types] of Object.entries(this.registry)) {
      if (service === this.options.service && this.handlers.size > 0) continue; // declared with its consumer below
      const topology = topologyFor(service, this.options.namespace);
      try {
        channel ??= await openChannel();
        await channel.assertQueue(topology.queue, { durable: true, arguments: mainQueueArguments(topology) });
        await channel.assertQueue(topology.deadQueue, { durable: true });
        for (const type of types) await channel.bindQueue(topology.queue, exchange, type);
      } catch (error) {
        this.options.logger.warn({ err: error, queue: topology.queue }, 'could not declare a consumer queue');
        channel = undefined; // the broker closed the channel: the next service gets a fresh one
      }
    }
    await channel?.close().catch(() => undefined);
  }

  /**
   * Publishes one event and resolves when the broker has confirmed it. Publishes are mandatory: when no queue
   * takes an event that a declared consumer expects, the broker returns it and this rejects (the outbox keeps it
   * and the next round, after declaring the topology again, retries). An event of a type nobody is declared to
   * consume is confirmed as published.
   */
  async publish(event: EventEnvelope): Promise<void> {
    const channel = this.publisher;
    if (!channel) throw new Error('event bus not connected');
    if (this.redeclare && this.model) {
      this.redeclare = false;
      await this.declareConsumerQueues(this.model);
    }
    const outcome = await this.send(channel, this.topology.exchange, event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
      type: event.type,
      correlationId: event.correlationId,
      appId: event.source,
      userId: this.user,
      timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
    });
    if (outcome === 'confirmed') {
      this.metrics.published.inc({ outcome: 'confirmed' });
      return;
    }
    const expected = consumersOf(this.registry, event.type);
    if (expected.length === 0) {
      this.metrics.published.inc({ outcome: 'unrouted' });
      return;
    }
    this.metrics.published.inc({ outcome: 'returned' });
    this.redeclare = true;
    throw new Error(`no queue took ${event.type} (declared consumers: ${expected.join(', ')}); it stays in the outbox`);
  }

  /** Sends one message (mandatory) and waits for the broker's confirm: 'returned' when no queue took it. */
  private async send(channel: ConfirmChannel, exchange: string, routingKey: string, content: Buffer, properties: Options.Publish): Promise<'confirmed' | 'returned'> {
    const messageId = properties.messageId ?? randomUUID();
    const key = `${exchange}|${routingKey}|${messageId}`;
    const timeoutMs = this.options.publishTimeoutMs ?? 5_000;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('publish not confirmed in time')), timeoutMs);
      try {
        channel.publish(exchange, routingKey, content, { ...properties, messageId, mandatory: true }, (error: unknown) => {
          clearTimeout(timer);
          if (error) reject(error instanceof Error ? error : new Error('publish refused by the broker'));
          else resolve();
        });
      } catch (error) {
        clearTimeout(timer);
        reject(error as Error);
      }
    });
    return this.returned.delete(key) ? 'returned' : 'confirmed';
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'event delivery failed unexpectedly; the broker redelivers it'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /**
   * Acks or nacks on the channel that delivered. A channel that died meanwhile (broker connection lost) cannot
   * settle anything, and need not: the broker gives the unsettled message to a consumer again, and the handled
   * record makes that redelivery a no-op.
   */
  private settle(channel: Channel, message: ConsumeMessage, how: Settlement): void {
    try {
      if (how === 'ack') channel.ack(message);
      else channel.nack(message, false, how === 'requeue');
    } catch (error) {
      this.options.logger.info({ err: error, eventId: message.properties.messageId }, 'channel closed before the message was settled; the broker delivers it again');
    }
  }

  private async deliver(channel: Channel, message: ConsumeMessage): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = envelopeSchema.parse(JSON.parse(message.content.toString('utf8'))) as EventEnvelope;
    } catch (error) {
      // Kept for a look only when it comes from the owner of the type it was sent as (a bug of ours, not a stranger's junk).
      const sentAs = typeof message.properties.type === 'string' ? message.properties.type : message.fields.routingKey;
      if (this.fromItsOwner(message, sentAs)) await this.parking.deadLetter(channel, message, `invalid envelope: ${reasonOf(error)}`, 'invalid');
      else this.settle(channel, message, 'ack');
      return;
    }
    if (!this.fromItsOwner(message, envelope.type, envelope)) {
      this.settle(channel, message, 'ack');
      return;
    }
    const registration = this.handlers.get(envelope.type);
    if (!registration) {
      this.metrics.consumed.inc({ outcome: 'ignored' });
      this.settle(channel, message, 'ack');
      return;
    }
    // A message that fails its schema fails the same way every time: no retry can help it.
    const parsed = registration.schema.safeParse(envelope.data);
    if (!parsed.success) {
      await this.parking.deadLetter(channel, message, `invalid ${envelope.type} data: ${reasonOf(parsed.error)}`, 'invalid', envelope.id);
      return;
    }
    const event: EventEnvelope = { ...envelope, data: parsed.data };
    const attempt = attemptsOf(message) + 1;
    await runWithContext({ requestId: envelope.id, correlationId: envelope.correlationId }, async () => {
      const outcome = await this.handleOnce(event, registration, attempt);
      if (outcome === 'handled' || outcome === 'duplicate') {
        this.metrics.consumed.inc({ outcome });
        this.settle(channel, message, 'ack');
      } else if (outcome === 'busy') {
        await this.parking.whileBusy(channel, message, event);
      } else if (outcome === 'unrecorded') {
        await this.parking.retryOrDeadLetter(channel, message, event, new Error('handled, but the record of it could not be written'), 'unrecorded');
      } else {
        await this.parking.retryOrDeadLetter(channel, message, event, outcome.failed, 'failed');
      }
    });
  }

  /**
   * True when the broker vouches that the owner of the event's type published it (bus/publisher.ts), whatever
   * exchange, retry queue or replay it came through. Anything else is logged and dropped, never handled nor
   * dead-lettered: it has no owner who could want it back, and a stranger must not be able to fill the queue an
   * operator watches and replays from.
   */
  private fromItsOwner(message: ConsumeMessage, type: string, envelope?: EventEnvelope): boolean {
    const expected = (this.options.publishers ?? platformPublishers)(type);
    const actual = publisherOf(message, this.user);
    if (expected !== undefined && actual === expected) return true;
    this.metrics.consumed.inc({ outcome: 'refused' });
    this.options.logger.warn(
      { eventId: envelope?.id ?? message.properties.messageId, type, claimedSource: envelope?.source ?? message.properties.appId, publishedBy: actual ?? null, expected: expected ?? null, routingKey: message.fields.routingKey },
      expected === undefined ? 'event refused: its type has no owner (kit bus/owners.ts)' : 'event refused: not published by the owner of its type',
    );
    return false;
  }

  /**
   * Claim, run the handler while renewing the claim, record it as done. A record that cannot be written means
   * "not acked": the event comes back, and then the record (or the handler's own mark in its document) says done.
   */
  private async handleOnce(event: EventEnvelope, registration: Registration, attempt: number): Promise<Outcome> {
    const handled = this.handled!;
    const { logger } = this.options;
    if (this.unrecorded.has(event.id)) {
      try {
        await handled.markDone(event.id);
        this.unrecorded.delete(event.id);
        return 'duplicate';
      } catch {
        return 'unrecorded';
      }
    }
    try {
      const claim = await handled.claim(event.id, event.type);
      if (claim === 'already-done') return 'duplicate';
      if (claim === 'busy') return 'busy';
    } catch (error) {
      return { failed: error as Error };
    }
    let running = true;
    const heartbeat = setInterval(() => {
      handled.renew(event.id).then(
        (held) => {
          // A renewal answered after the handler ended finds the record done or released: nothing lost then.
          if (!held && running) logger.error({ eventId: event.id, type: event.type }, 'lost the claim on an event while its handler runs: it may run twice');
        },
        (error: unknown) => logger.warn({ err: error, eventId: event.id }, 'could not renew the claim on an event'),
      );
    }, Math.max(10, Math.floor(handled.leaseMs / 3)));
    heartbeat.unref();
    const consumer = this.options.service;
    try {
      await registration.handle(event, { eventId: event.id, consumer, handledKey: handledKeyOf(consumer, event.id), attempt });
    } catch (error) {
      running = false;
      clearInterval(heartbeat);
      await handled.release(event.id).catch(() => undefined);
      return { failed: error as Error };
    } finally {
      running = false;
      clearInterval(heartbeat);
    }
    try {
      await handled.markDone(event.id);
      return 'handled';
    } catch (error) {
      logger.warn({ err: error, eventId: event.id, type: event.type }, 'could not record a handled event; it will come back');
      this.unrecorded.add(event.id);
      if (this.unrecorded.size > UNRECORDED_KEPT) this.unrecorded.delete(this.unrecorded.values().next().value!);
      return 'unrecorded';
    }
  }

  /** Messages in this service's dead-letter queue; undefined for a publisher only, or while the broker is away. */
  private async deadLetterDepth(): Promise<number | undefined> {
    const model = this.model;
    if (this.handlers.size === 0 || !model) return undefined;
    try {
      if (!this.inspector) {
        const inspector = await withTimeout(model.createChannel());
        inspector.on('error', () => undefined);
        inspector.on('close', () => {
          if (this.inspector === inspector) this.inspector = undefined;
        });
        this.inspector = inspector;
      }
      return (await withTimeout(this.inspector.checkQueue(this.topology.deadQueue))).messageCount;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not check the dead-letter queue');
      const inspector = this.inspector;
      this.inspector = undefined;
      await inspector?.close().catch(() => undefined);
      return undefined;
    }
  }

  /** Stops consuming, lets in-flight handlers finish, sends what the outbox holds if it can, disconnects. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.pruner);
    if (this.consumer) await this.consumer.channel.cancel(this.consumer.tag).catch(() => undefined);
    await this.relay.stop();
    await Promise.allSettled([...this.inFlight]);
    await this.connection?.close().catch(() => undefined);
    this.publisher = undefined;
    this.consumer = undefined;
    this.model = undefined;
    this.inspector = undefined;
  }
}

function returnKey(message: Message): string {
  return `${message.fields.exchange}|${message.fields.routingKey}|${String(message.properties.messageId)}`;
}

function reasonOf(error: unknown): string {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> } | null)?.issues;
  if (Array.isArray(issues)) return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
  return error instanceof Error ? error.message : String(error);
}

function withTimeout<T>(promise: Promise<T>, ms = PROBE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Heartbeats let a silently dead broker connection be noticed within seconds, not at the OS's TCP timeout. */
function withHeartbeat(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', '10');
  return parsed.toString();
}

export function createEventBus(options: EventBusOptions): EventBus {
  return new EventBus(options);
}
