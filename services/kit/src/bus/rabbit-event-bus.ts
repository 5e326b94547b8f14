import type { Channel, ChannelModel, ConfirmChannel, RecoveringChannelModel } from 'amqplib';
import type { Registry } from 'prom-client';
import { ConfirmedSender } from './confirmed-sender';
import { connectWithRecovery, probeWithin } from './connection';
import { platformConsumers } from './consumers';
import { DeadLetterProbe } from './dead-letter-probe';
import { declareConsumerQueues, declareOwnQueues, withOwnSubscriptions } from './declare-queues';
import { Delivery } from './delivery';
import type { EventDefinition, EventEnvelope, EventOf } from './envelope';
import type { EventBus, EventHandler } from './event-bus';
import type { EventBusOptions } from './event-bus-options';
import { createHandledEvents, DEFAULT_HANDLED_LEASE_MS, type HandledEvents } from './handled-events';
import type { Registration } from './handle-once';
import { createBusMetrics, type BusMetrics } from './metrics';
import { OutboxRelay, type OutboxSource } from './outbox';
import { brokerUserOf, platformPublishers } from './owners';
import { Parking } from './parking';
import { brokerUserOfUrl } from './publisher';
import { consumersOf, DEFAULT_RETRY_DELAYS_MS, topologyFor, type ConsumerRegistry, type Topology } from './topology';

export type { EventBusOptions } from './event-bus-options';
export { DEATH_REASON_HEADER } from './parking';
const HANDLED_EVENTS_KEPT_MS = 14 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

/**
 * The service's side of the bus over RabbitMQ (docs/architecture.md): a topic exchange, one durable queue per service
 * with a retry queue and a dead-letter queue, publishing with confirms from the outbox, and idempotent consumers
 * that ack only after their work is stored. amqplib's recovery reconnects with back-off and re-runs `setup`, which
 * re-declares the topology (every declared consumer's queue, not only this service's) and the consumers.
 */
export class RabbitEventBus implements EventBus {
  readonly topology: Topology;
  readonly relay: OutboxRelay;
  readonly metrics: BusMetrics;
  private readonly handlers = new Map<string, Registration>();
  private connection: RecoveringChannelModel | undefined;
  private model: ChannelModel | undefined;
  private publisher: ConfirmChannel | undefined;
  private consumer: { channel: Channel; tag: string } | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private handled: HandledEvents | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly retryDelaysMs: number[];
  private registry: ConsumerRegistry;
  private redeclare = false;
  /** The broker user this bus connects as: every publish carries it as `user_id`. */
  readonly user: string;
  private readonly sender: ConfirmedSender;
  private readonly delivery: Delivery;
  private readonly probe: DeadLetterProbe;

  constructor(private readonly options: EventBusOptions) {
    this.topology = topologyFor(options.service, options.namespace);
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.user = brokerUserOfUrl(options.url);
    this.registry = options.consumers ?? platformConsumers;
    this.sender = new ConfirmedSender(options.publishTimeoutMs ?? 5_000);
    this.probe = new DeadLetterProbe(options.logger);
    this.relay = new OutboxRelay((event) => this.publish(event), options.logger, {
      ...(options.outboxIntervalMs !== undefined ? { intervalMs: options.outboxIntervalMs } : {}),
      ...(options.outboxLeaseMs !== undefined ? { leaseMs: options.outboxLeaseMs } : {}),
    });
    this.metrics = createBusMetrics({
      deadLetterDepth: () => this.deadLetterDepth(),
      outboxBacklog: () => (this.relay.sources.length === 0 ? Promise.resolve(undefined) : probeWithin(this.relay.backlog()).catch(() => undefined)),
    });
    const parking = new Parking({
      logger: options.logger,
      metrics: this.metrics,
      topology: this.topology,
      retryDelaysMs: this.retryDelaysMs,
      self: this.user,
      publisher: () => this.publisher,
      send: (channel, exchange, routingKey, content, properties) => this.sender.send(channel, exchange, routingKey, content, properties),
      settle: (channel, message, how) => this.delivery.settle(channel, message, how),
    });
    this.delivery = new Delivery({
      service: options.service,
      logger: options.logger,
      metrics: this.metrics,
      self: this.user,
      publishers: options.publishers ?? platformPublishers,
      handlers: this.handlers,
      parking,
      handled: () => this.handled!,
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
      this.registry = withOwnSubscriptions(this.registry, this.options.service, [...this.handlers.keys()], this.options.consumers === undefined ? this.options.logger : undefined);
      const unowned = [...this.handlers.keys()].filter((type) => (this.options.publishers ?? platformPublishers)(type) === undefined);
      if (unowned.length > 0) this.options.logger.warn({ types: unowned }, 'handlers of event types that no service owns (kit bus/owners.ts): every such event is refused');
    }
    if (this.options.publishers === undefined && this.user !== brokerUserOf(this.options.service)) {
      this.options.logger.warn({ user: this.user, expected: brokerUserOf(this.options.service) }, 'connecting to the broker as another user than this service\'s own: consumers refuse the events it publishes');
    }
    this.connection = await connectWithRecovery(this.options.url, (model) => this.setup(model));
    this.connection.on('disconnect', (error: Error) => {
      this.publisher = undefined;
      this.consumer = undefined;
      this.model = undefined;
      this.probe.forget();
      if (!this.stopping) this.options.logger.warn({ err: error }, 'event bus disconnected; reconnecting');
    });
    this.connection.on('connect', () => this.options.logger.info('event bus connected'));
    this.connection.on('error', (error: Error) => this.options.logger.warn({ err: error }, 'event bus connection error'));
    this.relay.start();
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
    const publisher = await model.createConfirmChannel();
    publisher.on('error', (error) => this.options.logger.warn({ err: error }, 'publish channel error'));
    publisher.on('close', () => this.reconnect(model, 'the publish channel closed'));
    this.sender.watch(publisher);
    await publisher.assertExchange(this.topology.exchange, 'topic', { durable: true });
    await this.declareTopology(model);

    if (this.handlers.size > 0) {
      const consumer = await model.createChannel();
      consumer.on('error', (error) => this.options.logger.warn({ err: error }, 'consume channel error'));
      consumer.on('close', () => this.reconnect(model, 'the consume channel closed'));
      await consumer.prefetch(this.options.prefetch ?? 10);
      await declareOwnQueues(consumer, this.topology, this.retryDelaysMs, this.handlers.keys());
      const { consumerTag } = await consumer.consume(this.topology.queue, (message) => {
        if (message) this.track(this.delivery.deliver(consumer, message));
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

  /** Every declared consumer's queues; this service's own, when it consumes, are declared with its consumer. */
  private declareTopology(model: ChannelModel): Promise<void> {
    return declareConsumerQueues(model, {
      registry: this.registry,
      exchange: this.topology.exchange,
      namespace: this.options.namespace,
      logger: this.options.logger,
      ...(this.handlers.size > 0 ? { skip: this.options.service } : {}),
    });
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
      await this.declareTopology(this.model);
    }
    const outcome = await this.sender.send(channel, this.topology.exchange, event.type, Buffer.from(JSON.stringify(event)), {
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

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'event delivery failed unexpectedly; the broker redelivers it'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Messages in this service's dead-letter queue; undefined for a publisher only, or while the broker is away. */
  private deadLetterDepth(): Promise<number | undefined> {
    const model = this.model;
    if (this.handlers.size === 0 || !model) return Promise.resolve(undefined);
    return this.probe.depth(model, this.topology.deadQueue);
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
    this.probe.forget();
  }
}

export function createEventBus(options: EventBusOptions): RabbitEventBus {
  return new RabbitEventBus(options);
}
