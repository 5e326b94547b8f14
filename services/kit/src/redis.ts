import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/** A Redis client that fails fast when Redis is away (commands reject instead of queueing forever). */
export function createRedis(url: string, keyPrefix = ''): Redis {
  return new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

export async function pingRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
