import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

export interface RedisOptions {
  /**
   * What a command does while the connection is down: wait for the reconnection (the default: sessions and rate
   * limits would rather wait a moment than guess) or fail at once (a cache: its caller reads the database instead
   * of waiting).
   */
  whileDisconnected?: 'wait' | 'fail';
  /** A command that gets no answer within this fails (a Redis that accepts connections but hangs). */
  commandTimeoutMs?: number;
}

/** A Redis client that fails fast when Redis is away (commands reject instead of queueing forever). */
export function createRedis(url: string, keyPrefix = '', options: RedisOptions = {}): Redis {
  return new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: options.whileDisconnected === 'fail' ? 0 : 1,
    connectTimeout: 5_000,
    enableOfflineQueue: options.whileDisconnected !== 'fail',
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    ...(options.commandTimeoutMs ? { commandTimeout: options.commandTimeoutMs } : {}),
  });
}

export async function pingRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
