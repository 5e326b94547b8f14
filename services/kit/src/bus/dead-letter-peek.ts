import amqp, { type GetMessage } from 'amqplib';
import { DEAD_LETTERED_AT_HEADER, DEATH_REASON_HEADER } from './parking';
import { topologyFor } from './topology';

/** One parked event, as an operator sees it. */
export interface DeadLetter {
  eventId: string | null;
  type: string;
  reason: string;
  /** ISO time it was first parked (as known: the kit's header, the broker's x-death, else when it was published). */
  firstSeen: string | null;
}

export interface DeadLetterListing {
  /** Every message waiting in the dead-letter queue. */
  count: number;
  /** The first `limit` of them, in queue order. */
  messages: DeadLetter[];
}

export interface PeekOptions {
  url: string;
  service: string;
  namespace?: string;
  /** How many messages to read (default 20). */
  limit?: number;
}

/**
 * Reads the first messages of a service's dead-letter queue without taking them. Each is fetched with basic.get and
 * held unacknowledged until the last is read, then all are given back at once: RabbitMQ puts requeued messages of
 * a classic queue back at their original position, so nothing is lost or reordered (the replay relies on the same).
 * Bounded, because held messages sit in memory until given back. A replay running meanwhile skips what is held.
 */
export async function peekDeadLetters(options: PeekOptions): Promise<DeadLetterListing> {
  const { deadQueue } = topologyFor(options.service, options.namespace);
  const connection = await amqp.connect(options.url);
  try {
    const channel = await connection.createChannel();
    const { messageCount } = await channel.checkQueue(deadQueue);
    const held: GetMessage[] = [];
    try {
      for (let taken = 0; taken < Math.min(options.limit ?? 20, messageCount); taken += 1) {
        const message = await channel.get(deadQueue, { noAck: false });
        if (!message) break;
        held.push(message);
      }
    } finally {
      // One nack for all of them: given back together, in their places.
      const last = held.at(-1);
      if (last) channel.nack(last, true, true);
    }
    await channel.close();
    return { count: messageCount, messages: held.map(describe) };
  } finally {
    await connection.close();
  }
}

function describe(message: GetMessage): DeadLetter {
  const { properties, fields } = message;
  const headers = properties.headers ?? {};
  const deaths = Array.isArray(headers['x-death']) ? (headers['x-death'] as unknown as Array<Record<string, unknown>>) : [];
  const reason = headers[DEATH_REASON_HEADER] ?? headers['x-first-death-reason'] ?? deaths[0]?.['reason'] ?? 'unknown';
  const envelope = envelopeOf(message.content);
  return {
    eventId: typeof properties.messageId === 'string' ? properties.messageId : (envelope.id ?? null),
    type: typeof properties.type === 'string' ? properties.type : (envelope.type ?? fields.routingKey),
    reason: String(reason),
    firstSeen: firstSeenOf(headers[DEAD_LETTERED_AT_HEADER], deaths, properties.timestamp),
  };
}

/** The envelope's id and type where the properties lack them (a message published without them). */
function envelopeOf(content: Buffer): { id?: string; type?: string } {
  try {
    const parsed = JSON.parse(content.toString('utf8')) as { id?: unknown; type?: unknown };
    return {
      ...(typeof parsed.id === 'string' ? { id: parsed.id } : {}),
      ...(typeof parsed.type === 'string' ? { type: parsed.type } : {}),
    };
  } catch {
    return {};
  }
}

function firstSeenOf(stamped: unknown, deaths: Array<Record<string, unknown>>, published: unknown): string | null {
  if (typeof stamped === 'string' && !Number.isNaN(Date.parse(stamped))) return new Date(stamped).toISOString();
  // The broker's own dead-lettering: x-death's time is an AMQP timestamp (seconds), amqplib gives it as such.
  const times = deaths.map((death) => secondsOf(death['time'])).filter((time): time is number => time !== undefined);
  if (times.length > 0) return new Date(Math.min(...times) * 1000).toISOString();
  const seconds = secondsOf(published);
  return seconds === undefined ? null : new Date(seconds * 1000).toISOString();
}

function secondsOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const boxed = value as { value?: unknown } | null | undefined;
  return typeof boxed?.value === 'number' ? boxed.value : undefined;
}
