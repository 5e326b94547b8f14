import type { Channel, ChannelModel } from 'amqplib';
import type { Logger } from 'pino';
import { mainQueueArguments, topologyFor, type ConsumerRegistry, type Topology } from './topology';

/**
 * Declares the queue, dead-letter queue and bindings of every consumer in the registry (other services' too), so
 * that what is published before a consumer ever started waits for it. A declaration the broker refuses (a queue
 * declared elsewhere with other arguments) is reported and skipped, never fatal to this service. `skip` names a
 * service whose queues its own consumer declares.
 */
export async function declareConsumerQueues(
  model: ChannelModel,
  options: { registry: ConsumerRegistry; exchange: string; namespace: string | undefined; logger: Logger; skip?: string },
): Promise<void> {
  let channel: Channel | undefined;
  const openChannel = async (): Promise<Channel> => {
    const opened = await model.createChannel();
    opened.on('error', () => undefined); // a refused declaration closes the channel; reported below
    return opened;
  };
  for (const [service, types] of Object.entries(options.registry)) {
    if (service === options.skip) continue;
    const topology = topologyFor(service, options.namespace);
    try {
      channel ??= await openChannel();
      await channel.assertQueue(topology.queue, { durable: true, arguments: mainQueueArguments(topology) });
      await channel.assertQueue(topology.deadQueue, { durable: true });
      for (const type of types) await channel.bindQueue(topology.queue, options.exchange, type);
    } catch (error) {
      options.logger.warn({ err: error, queue: topology.queue }, 'could not declare a consumer queue');
      channel = undefined; // the broker closed the channel: the next service gets a fresh one
    }
  }
  await channel?.close().catch(() => undefined);
}

/** Declares a consuming service's own queues (main, one per retry delay, dead letters) and binds its event types. */
export async function declareOwnQueues(channel: Channel, topology: Topology, retryDelaysMs: readonly number[], types: Iterable<string>): Promise<void> {
  const { exchange, queue, deadQueue } = topology;
  await channel.assertQueue(queue, { durable: true, arguments: mainQueueArguments(topology) });
  // Retries wait in the queue of their delay step, then expire back into the main queue.
  for (const delayMs of new Set(retryDelaysMs)) {
    await channel.assertQueue(topology.retryQueue(delayMs), {
      durable: true,
      arguments: { 'x-message-ttl': delayMs, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
    });
  }
  await channel.assertQueue(deadQueue, { durable: true });
  for (const type of types) await channel.bindQueue(queue, exchange, type);
}

/**
 * The registry plus a consuming service's own event types. A type missing from the registry is reported to
 * `logger` (none given: the registry is the caller's own, a test's, and may leave out what it likes).
 */
export function withOwnSubscriptions(registry: ConsumerRegistry, service: string, types: readonly string[], logger?: Logger): ConsumerRegistry {
  const declared = registry[service] ?? [];
  const missing = types.filter((type) => !declared.includes(type));
  if (missing.length > 0 && logger) {
    logger.warn(
      { service, types: missing },
      'this service consumes event types missing from the platform consumer registry (kit bus/consumers.ts): events published before it first starts would not wait for it',
    );
  }
  return { ...registry, [service]: [...new Set([...declared, ...types])] };
}
