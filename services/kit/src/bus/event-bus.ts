import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage, type RecoveringChannelModel } from 'amqplib';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { runWithContext } from '../context';
import { envelopeSchema, type EventDefinition, type EventEnvelope, type EventOf } from './envelope';
import { createHandledEvents, type HandledEvents } from './handled-events';
import { OutboxRelay, type OutboxSource } from './outbox';
import { DEFAULT_RETRY_DELAYS_MS, topologyFor, type Topology } from './topology';

export interface EventBusOptions {
  url: string;
  /** The service name: source of its events, name of its queue. */
  service: string;
  namespace?: string;
  logger: Logger;
  /** Where handled event ids are recorded (the service's own database). Needed only by consumers. */
  database?: Connection;
  prefetch?: number;
  /** Waits before the 1st, 2nd, ... retry of a failing event; after the last, it goes to the dead-letter queue. */
  retryDelaysMs?: number[];
  outboxIntervalMs?: number;
  publishTimeoutMs?: number;
}

type Handler = (event: EventEnvelope) => Promise<void>;

const ATTEMPTS_HEADER = 'x-attempts';
const HANDLED_EVENTS_KEPT_MS = 14 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

/**
 * The service's side of the bus (ARCHITECTURE §3): a topic exchange, one durable queue per service with a retry
 * queue and a dead-letter queue, publishing with confirms from the outbox, and idempotent consumers that ack only
 * after their work is stored. amqplib's recovery reconnects with back-off and re-runs `setup`, which re-declares
 * the topology and the consumers.
 */
export class EventBus {
  readonly topology: Topology;
  readonly relay: OutboxRelay;
  private readonly handlers = new Map<string, Handler>();
  private connection: RecoveringChannelModel | undefined;
  private publisher: ConfirmChannel | undefined;
  private consumer: { channel: Channel; tag: string } | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private handled: HandledEvents | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly retryDelaysMs: number[];

  constructor(private readonly options: EventBusOptions) {
    this.topology = topologyFor(options.service, options.namespace);
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.relay = new OutboxRelay((event) => this.publish(event), options.logger, options.outboxIntervalMs);
  }

  /** Registers the handler of one event type (one per type per service). Call before `start`. */
  on<E extends EventDefinition>(definition: E, handler: (event: EventOf<E>) => Promise<void>): this {
    this.handlers.set(definition.type, async (envelope) => {
      const data = definition.schema.parse(envelope.data);
      await handler({ ...envelope, type: definition.type, data } as EventOf<E>);
    });
    return this;
  }

  /** Publishes what waits in this collection's outboxes. Call before `start`. */
  publishOutboxOf(source: OutboxSource): this {
    this.relay.track(source);
    return this;
  }

  /** Connects in the background (the service starts and reports not-ready while the broker is away). */
  async start(): Promise<void> {
    if (this.handlers.size > 0) {
      if (!this.options.database) throw new Error('EventBus: consumers need a database for handled event ids');
      const handled = createHandledEvents(this.options.database);
      this.handled = handled;
      this.pruner = setInterval(() => {
        handled.forgetOlderThan(HANDLED_EVENTS_KEPT_MS).catch((error) => this.options.logger.warn({ err: error }, 'could not prune handled events'));
      }, PRUNE_EVERY_MS);
      this.pruner.unref();
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
    const { exchange, queue, deadQueue } = this.topology;
    const publisher = await model.createConfirmChannel();
    publisher.on('error', (error) => this.options.logger.warn({ err: error }, 'publish channel error'));
    await publisher.assertExchange(exchange, 'topic', { durable: true });

    if (this.handlers.size > 0) {
      const consumer = await model.createChannel();
      consumer.on('error', (error) => this.options.logger.warn({ err: error }, 'consume channel error'));
      await consumer.prefetch(this.options.prefetch ?? 10);
      // Rejected messages go (through the default exchange) to the dead-letter queue.
      await consumer.assertQueue(queue, {
        durable: true,
        arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': deadQueue },
      });
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
      });
      this.consumer = { channel: consumer, tag: consumerTag };
    }
    this.publisher = publisher;
    this.relay.nudge();
  }

  /** Publishes one event and resolves when the broker has confirmed it. */
  async publish(event: EventEnvelope): Promise<void> {
    const channel = this.publisher;
    if (!channel) throw new Error('event bus not connected');
    await this.confirmed((done) =>
      channel.publish(this.topology.exchange, event.type, Buffer.from(JSON.stringify(event)), {
        persistent: true,
        contentType: 'application/json',
        messageId: event.id,
        type: event.type,
        correlationId: event.correlationId,
        appId: event.source,
        timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
      }, done),
    );
  }

  private confirmed(send: (done: (error: unknown) => void) => void): Promise<void> {
    const timeoutMs = this.options.publishTimeoutMs ?? 5_000;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('publish not confirmed in time')), timeoutMs);
      try {
        send((error) => {
          clearTimeout(timer);
          if (error) reject(error instanceof Error ? error : new Error('publish refused by the broker'));
          else resolve();
        });
      } catch (error) {
        clearTimeout(timer);
        reject(error);
      }
    });
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async deliver(channel: Channel, message: ConsumeMessage): Promise<void> {
    const { logger } = this.options;
    let envelope: EventEnvelope;
    try {
      envelope = envelopeSchema.parse(JSON.parse(message.content.toString('utf8'))) as EventEnvelope;
    } catch {
      logger.error({ routingKey: message.fields.routingKey }, 'unreadable event sent to the dead-letter queue');
      channel.nack(message, false, false);
      return;
    }
    const handler = this.handlers.get(envelope.type);
    const context = { requestId: envelope.id, correlationId: envelope.correlationId };
    await runWithContext(context, async () => {
      if (!handler) {
        channel.ack(message);
        return;
      }
      const outcome = await this.handleOnce(envelope, handler);
      if (outcome === 'done') {
        channel.ack(message);
        return;
      }
      await this.retryOrDeadLetter(channel, message, envelope, outcome);
    });
  }

  private async handleOnce(envelope: EventEnvelope, handler: Handler): Promise<'done' | Error> {
    const handled = this.handled!;
    try {
      const claim = await handled.claim(envelope.id, envelope.type);
      if (claim === 'already-done') return 'done';
      if (claim === 'busy') return new Error('event is being handled by another consumer');
    } catch (error) {
      return error as Error;
    }
    try {
      await handler(envelope);
    } catch (error) {
      await handled.release(envelope.id).catch(() => undefined);
      return error as Error;
    }
    await handled.markDone(envelope.id).catch((error) => this.options.logger.warn({ err: error }, 'could not record handled event'));
    return 'done';
  }

  private async retryOrDeadLetter(channel: Channel, message: ConsumeMessage, envelope: EventEnvelope, error: Error): Promise<void> {
    const attempts = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0) + 1;
    const { logger } = this.options;
    const delayMs = this.retryDelaysMs[attempts - 1];
    if (delayMs === undefined) {
      logger.error({ err: error, eventId: envelope.id, type: envelope.type, attempts }, 'event failed for good; sent to the dead-letter queue');
      channel.nack(message, false, false);
      return;
    }
    logger.warn({ err: error, eventId: envelope.id, type: envelope.type, attempts, retryInMs: delayMs }, 'event handling failed; will retry');
    const publisher = this.publisher;
    try {
      if (!publisher) throw new Error('event bus not connected');
      // The retry copy is confirmed before the original is acked: a crash in between duplicates, never loses.
      await this.confirmed((done) =>
        publisher.sendToQueue(this.topology.retryQueue(delayMs), message.content, {
          ...message.properties,
          headers: { ...message.properties.headers, [ATTEMPTS_HEADER]: attempts },
        }, done),
      );
      channel.ack(message);
    } catch {
      // Could not park it for a retry: give it back to the queue as it is.
      channel.nack(message, false, true);
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
  }
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
