import amqp, { type GetMessage } from 'amqplib';
import { brokerUserOfUrl, resentProperties } from './publisher';
import { topologyFor } from './topology';

/** How many times a dead letter has been sent back; counted on the message itself. */
export const REPLAYS_HEADER = 'x-replays';

export interface ReplayOptions {
  /**
   * The service's own broker URL (its user): a replayed event is re-sent as that user, naming its original
   * publisher, and the service's consumer believes that only from its own user (bus/publisher.ts).
   */
  url: string;
  service: string;
  namespace?: string;
  /** At most this many messages are taken off the dead-letter queue in one run (default 100). */
  limit?: number;
  /** A message already replayed this many times stays where it is (default 3)... */
  maxReplays?: number;
  /** ...unless forced (after its cause is known to be fixed). */
  force?: boolean;
}

export interface ReplayReport {
  /** Sent back to the service's queue. */
  replayed: number;
  /** Left in the dead-letter queue, in place: replayed `maxReplays` times already. */
  skipped: number;
}

/** Headers that describe a past life in the queues, dropped when a message gets a fresh start. */
const PAST_LIFE = /^x-(attempts|busy-retries|death|death-reason|dead-lettered-at|first-death-.*|last-death-.*)$/;

/**
 * Sends what sits in a service's dead-letter queue back to its main queue, with a fresh count of attempts: for
 * after the cause (a bug, a long outage) is fixed. Bounded: at most `limit` of the messages waiting when it starts,
 * and a message that keeps coming back (replayed `maxReplays` times) stays in the dead-letter queue unless `force`.
 * Each message is confirmed in the main queue before it leaves the dead-letter queue, so a crash part-way
 * duplicates at worst (consumers are idempotent), never loses. Messages left in place keep their order.
 */
export async function replayDeadLetterQueue(options: ReplayOptions): Promise<ReplayReport> {
  const { queue, deadQueue } = topologyFor(options.service, options.namespace);
  const limit = options.limit ?? 100;
  const maxReplays = options.maxReplays ?? 3;
  const self = brokerUserOfUrl(options.url);
  const connection = await amqp.connect(options.url);
  try {
    const channel = await connection.createConfirmChannel();
    let returned = false;
    channel.on('return', () => {
      returned = true;
    });
    const report: ReplayReport = { replayed: 0, skipped: 0 };
    // Held unacknowledged until the end, so the next `get` moves on; given back in place when the run ends.
    const kept: GetMessage[] = [];
    // Only what waits now: a replayed message that fails again lands behind these and waits for the next run.
    const { messageCount } = await channel.checkQueue(deadQueue);
    for (let taken = 0; taken < Math.min(limit, messageCount); taken += 1) {
      const message = await channel.get(deadQueue, { noAck: false });
      if (!message) break;
      const headers = message.properties.headers ?? {};
      const replays = Number(headers[REPLAYS_HEADER] ?? 0);
      if (replays >= maxReplays && !options.force) {
        kept.push(message);
        report.skipped += 1;
        continue;
      }
      const fresh = Object.fromEntries(Object.entries(headers).filter(([name]) => !PAST_LIFE.test(name)));
      const properties = resentProperties({ properties: { ...message.properties, headers: fresh } }, self, { [REPLAYS_HEADER]: replays + 1 });
      channel.sendToQueue(queue, message.content, { ...properties, mandatory: true });
      await channel.waitForConfirms();
      // Not taken by the queue (it does not exist): stop, and the closing connection gives everything back.
      if (returned) throw new Error(`queue ${queue} does not exist: start ${options.service} once, then replay`);
      channel.ack(message);
      report.replayed += 1;
    }
    for (const message of kept) channel.nack(message, false, true);
    await channel.close();
    return report;
  } finally {
    await connection.close();
  }
}

/** `replayDeadLetterQueue`, answering how many messages were sent back. */
export async function replayDeadLetters(options: ReplayOptions): Promise<number> {
  return (await replayDeadLetterQueue(options)).replayed;
}
