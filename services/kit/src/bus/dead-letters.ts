import amqp from 'amqplib';
import { topologyFor } from './topology';

/**
 * Sends what sits in a service's dead-letter queue back to its main queue, with a fresh count of attempts:
 * for after the cause (a bug, a long outage) is fixed. Each message is confirmed in the main queue before it
 * leaves the dead-letter queue, so a crash part-way duplicates at worst (consumers are idempotent), never loses.
 */
export async function replayDeadLetters(options: { url: string; service: string; namespace?: string; limit?: number }): Promise<number> {
  const { queue, deadQueue } = topologyFor(options.service, options.namespace);
  const connection = await amqp.connect(options.url);
  try {
    const channel = await connection.createConfirmChannel();
    let replayed = 0;
    while (replayed < (options.limit ?? Number.MAX_SAFE_INTEGER)) {
      const message = await channel.get(deadQueue, { noAck: false });
      if (!message) break;
      const { 'x-attempts': _attempts, 'x-death': _deaths, ...headers } = message.properties.headers ?? {};
      channel.sendToQueue(queue, message.content, { ...message.properties, headers });
      await channel.waitForConfirms();
      channel.ack(message);
      replayed += 1;
    }
    await channel.close();
    return replayed;
  } finally {
    await connection.close();
  }
}
