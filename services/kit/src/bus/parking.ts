import type { Channel, ConfirmChannel, ConsumeMessage, Message, Options } from 'amqplib';
import type { Logger } from 'pino';
import type { EventEnvelope } from './envelope';
import type { BusMetrics } from './metrics';
import { resentProperties } from './publisher';
import type { Topology } from './topology';

const ATTEMPTS_HEADER = 'x-attempts';
const BUSY_HEADER = 'x-busy-retries';
/** Why a message was sent to the dead-letter queue, for whoever looks at it there. */
export const DEATH_REASON_HEADER = 'x-death-reason';
/** When it was sent there (ISO): the admin's "first seen". */
export const DEAD_LETTERED_AT_HEADER = 'x-dead-lettered-at';

export type Settlement = 'ack' | 'requeue' | 'reject';

/** What parking needs from the bus that consumed the message. */
export interface ParkingDeps {
  logger: Logger;
  metrics: BusMetrics;
  topology: Topology;
  retryDelaysMs: number[];
  /** The broker user of the bus's connection: copies are re-sent as it (see `publisher.ts`). */
  self: string;
  publisher(): ConfirmChannel | undefined;
  send(channel: ConfirmChannel, exchange: string, routingKey: string, content: Buffer, properties: Options.Publish): Promise<'confirmed' | 'returned'>;
  settle(channel: Channel, message: ConsumeMessage, how: Settlement): void;
}

/** How many times a message has failed its handler so far. */
export function attemptsOf(message: Message): number {
  return Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0);
}

/**
 * Where a consumed message goes when it is not done with: a retry queue (it failed, or another consumer holds it)
 * or the dead-letter queue. Each is a copy the consumer sends through the default exchange before it acks the
 * original, as its own user, keeping the original publisher in a header the next reader can believe.
 */
export class Parking {
  constructor(private readonly deps: ParkingDeps) {}

  /**
   * Another consumer holds the event (its handler is running, renewing its claim). This copy waits and comes back:
   * by then it is done (the copy is a no-op) or was given up (the copy handles it). Not a failed attempt.
   */
  async whileBusy(channel: Channel, message: ConsumeMessage, event: EventEnvelope): Promise<void> {
    const { metrics, retryDelaysMs, logger, topology } = this.deps;
    metrics.consumed.inc({ outcome: 'busy' });
    metrics.retries.inc({ reason: 'busy' });
    const waits = Number(message.properties.headers?.[BUSY_HEADER] ?? 0);
    const delayMs = retryDelaysMs[Math.min(waits, retryDelaysMs.length - 1)];
    logger.info({ eventId: event.id, type: event.type, retryInMs: delayMs }, 'event is being handled by another consumer; will look again');
    if (delayMs === undefined) {
      this.deps.settle(channel, message, 'requeue');
      return;
    }
    await this.park(channel, message, topology.retryQueue(delayMs), { [BUSY_HEADER]: waits + 1 });
  }

  async retryOrDeadLetter(channel: Channel, message: ConsumeMessage, event: EventEnvelope, error: Error, reason: 'failed' | 'unrecorded'): Promise<void> {
    const { metrics, retryDelaysMs, logger, topology } = this.deps;
    const attempts = attemptsOf(message) + 1;
    const delayMs = retryDelaysMs[attempts - 1];
    if (delayMs === undefined) {
      await this.deadLetter(channel, message, `failed ${attempts} time(s): ${error.message}`, 'failed', event.id);
      return;
    }
    logger.warn({ err: error, eventId: event.id, type: event.type, attempts, retryInMs: delayMs }, 'event handling failed; will retry');
    metrics.consumed.inc({ outcome: 'retried' });
    metrics.retries.inc({ reason });
    await this.park(channel, message, topology.retryQueue(delayMs), { [ATTEMPTS_HEADER]: attempts });
  }

  /** Sends a copy to `queue` with `headers` added, then acks the original: a crash in between duplicates, never loses. */
  private async park(channel: Channel, message: ConsumeMessage, queue: string, headers: Record<string, unknown>): Promise<void> {
    const publisher = this.deps.publisher();
    try {
      if (!publisher) throw new Error('event bus not connected');
      const outcome = await this.deps.send(publisher, '', queue, message.content, resentProperties(message, this.deps.self, headers));
      if (outcome === 'returned') throw new Error(`queue ${queue} does not exist`);
      this.deps.settle(channel, message, 'ack');
    } catch (error) {
      // Could not park it: give it back to the queue as it is.
      this.deps.logger.warn({ err: error, queue }, 'could not park an event; it goes back to the queue');
      this.deps.settle(channel, message, 'requeue');
    }
  }

  /** Puts a message in the dead-letter queue at once, with the reason in `x-death-reason`. */
  async deadLetter(channel: Channel, message: ConsumeMessage, reason: string, kind: 'invalid' | 'failed', eventId?: string): Promise<void> {
    const { logger, metrics, topology } = this.deps;
    logger.error({ eventId, routingKey: message.fields.routingKey, reason }, 'event sent to the dead-letter queue');
    metrics.consumed.inc({ outcome: 'dead_lettered' });
    metrics.deadLettered.inc({ reason: kind });
    const publisher = this.deps.publisher();
    try {
      if (!publisher) throw new Error('event bus not connected');
      const properties = resentProperties(message, this.deps.self, {
        [DEATH_REASON_HEADER]: reason.slice(0, 1_000),
        [DEAD_LETTERED_AT_HEADER]: new Date().toISOString(),
      });
      const outcome = await this.deps.send(publisher, '', topology.deadQueue, message.content, properties);
      if (outcome === 'returned') throw new Error('the dead-letter queue does not exist');
      this.deps.settle(channel, message, 'ack');
    } catch {
      // The queue's own dead-lettering still gets it there, without the reason (which is in the log).
      this.deps.settle(channel, message, 'reject');
    }
  }
}
