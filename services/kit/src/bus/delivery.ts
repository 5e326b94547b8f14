import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { runWithContext } from '../context';
import { envelopeSchema, type EventEnvelope } from './envelope';
import type { HandledEvents } from './handled-events';
import { OnceHandler, type Registration } from './handle-once';
import type { BusMetrics } from './metrics';
import type { PublisherRule } from './owners';
import { attemptsOf, type Parking, type Settlement } from './parking';
import { publisherOf } from './publisher';

export interface DeliveryDeps {
  service: string;
  logger: Logger;
  metrics: BusMetrics;
  /** The broker user of the bus's connection (see `publisher.ts`). */
  self: string;
  publishers: PublisherRule;
  handlers: ReadonlyMap<string, Registration>;
  parking: Parking;
  /** The handled-event records; set once the bus has started consuming. */
  handled(): HandledEvents;
}

/**
 * What happens to one consumed message: checked (envelope, publisher, data), handled once, then acked, retried
 * or dead-lettered.
 */
export class Delivery {
  private readonly once: OnceHandler;

  constructor(private readonly deps: DeliveryDeps) {
    this.once = new OnceHandler(deps.service, deps.logger);
  }

  async deliver(channel: Channel, message: ConsumeMessage): Promise<void> {
    const { metrics, parking } = this.deps;
    let envelope: EventEnvelope;
    try {
      envelope = envelopeSchema.parse(JSON.parse(message.content.toString('utf8'))) as EventEnvelope;
    } catch (error) {
      // Kept for a look only when it comes from the owner of the type it was sent as (a bug of ours, not a stranger's junk).
      const sentAs = typeof message.properties.type === 'string' ? message.properties.type : message.fields.routingKey;
      if (this.fromItsOwner(message, sentAs)) await parking.deadLetter(channel, message, `invalid envelope: ${reasonOf(error)}`, 'invalid');
      else this.settle(channel, message, 'ack');
      return;
    }
    if (!this.fromItsOwner(message, envelope.type, envelope)) {
      this.settle(channel, message, 'ack');
      return;
    }
    const registration = this.deps.handlers.get(envelope.type);
    if (!registration) {
      metrics.consumed.inc({ outcome: 'ignored' });
      this.settle(channel, message, 'ack');
      return;
    }
    // A message that fails its schema fails the same way every time: no retry can help it.
    const parsed = registration.schema.safeParse(envelope.data);
    if (!parsed.success) {
      await parking.deadLetter(channel, message, `invalid ${envelope.type} data: ${reasonOf(parsed.error)}`, 'invalid', envelope.id);
      return;
    }
    const event: EventEnvelope = { ...envelope, data: parsed.data };
    const attempt = attemptsOf(message) + 1;
    await runWithContext({ requestId: envelope.id, correlationId: envelope.correlationId }, async () => {
      const outcome = await this.once.run(this.deps.handled(), event, registration, attempt);
      if (outcome === 'handled' || outcome === 'duplicate') {
        metrics.consumed.inc({ outcome });
        this.settle(channel, message, 'ack');
      } else if (outcome === 'busy') {
        await parking.whileBusy(channel, message, event);
      } else if (outcome === 'unrecorded') {
        await parking.retryOrDeadLetter(channel, message, event, new Error('handled, but the record of it could not be written'), 'unrecorded');
      } else {
        await parking.retryOrDeadLetter(channel, message, event, outcome.failed, 'failed');
      }
    });
  }

  /**
   * Acks or nacks on the channel that delivered. A channel that died meanwhile (broker connection lost) cannot
   * settle anything, and need not: the broker gives the unsettled message to a consumer again, and the handled
   * record makes that redelivery a no-op.
   */
  settle(channel: Channel, message: ConsumeMessage, how: Settlement): void {
    try {
      if (how === 'ack') channel.ack(message);
      else channel.nack(message, false, how === 'requeue');
    } catch (error) {
      this.deps.logger.info({ err: error, eventId: message.properties.messageId }, 'channel closed before the message was settled; the broker delivers it again');
    }
  }

  /**
   * True when the broker vouches that the owner of the event's type published it (bus/publisher.ts), whatever
   * exchange, retry queue or replay it came through. Anything else is logged and dropped, never handled nor
   * dead-lettered: it has no owner who could want it back, and a stranger must not be able to fill the queue an
   * operator watches and replays from.
   */
  private fromItsOwner(message: ConsumeMessage, type: string, envelope?: EventEnvelope): boolean {
    const expected = this.deps.publishers(type);
    const actual = publisherOf(message, this.deps.self);
    if (expected !== undefined && actual === expected) return true;
    this.deps.metrics.consumed.inc({ outcome: 'refused' });
    this.deps.logger.warn(
      { eventId: envelope?.id ?? message.properties.messageId, type, claimedSource: envelope?.source ?? message.properties.appId, publishedBy: actual ?? null, expected: expected ?? null, routingKey: message.fields.routingKey },
      expected === undefined ? 'event refused: its type has no owner (kit bus/owners.ts)' : 'event refused: not published by the owner of its type',
    );
    return false;
  }
}

function reasonOf(error: unknown): string {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> } | null)?.issues;
  if (Array.isArray(issues)) return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
  return error instanceof Error ? error.message : String(error);
}
