import type { Logger, Redis } from '@rto/kit';
import { parseLiveMessage, type LiveMessage } from '../domain/live-event';

/**
 * Redis pub/sub between notification's instances. Each instance consumes only its share of the queue, but a stream
 * may be open on any instance: the consumer publishes here and every instance, subscribed, hands the message to the
 * streams it holds. Pub/sub keeps nothing: an instance away misses messages, and its browsers reconnect and read again.
 */
export function createLiveChannel({ redis, channel, logger }: { redis: Redis; channel: string; logger: Logger }) {
  // A subscribed connection can do nothing else: one of its own.
  const subscriber = redis.duplicate();
  const listeners = new Set<(message: LiveMessage) => void>();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseLiveMessage(text);
    if (message) for (const listener of listeners) listener(message);
  });
  subscriber.on('error', (error: Error) => logger.warn({ err: error }, 'live channel subscriber error'));

  return {
    async start(): Promise<void> {
      await subscriber.subscribe(channel);
    },
    async publish(message: LiveMessage): Promise<void> {
      await redis.publish(channel, JSON.stringify(message));
    },
    listen(listener: (message: LiveMessage) => void): void {
      listeners.add(listener);
    },
    stop(): void {
      listeners.clear();
      subscriber.disconnect();
    },
  };
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;
