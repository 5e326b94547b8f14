import { createHash, randomUUID } from 'node:crypto';
import type { Logger, Redis } from '@rto/kit';

/** A serialized product list and its strong ETag, ready to send as it is. */
export interface CachedList {
  etag: string;
  body: string;
}

const KEY = 'catalog:products';
const GENERATION = 'gen';

// Stores a list only if no update cleared the cache since the list was read from the database; otherwise a slow
// reader could put back a list that is already out of date.
const FILL = `
local current = redis.call('HGET', KEYS[1], '${GENERATION}') or ''
if current == ARGV[1] then
  redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
  redis.call('EXPIRE', KEYS[1], ARGV[4])
end
return 1`;

// A random generation (not a counter): a hash that expired and came back can never repeat an old one.
const CLEAR = `
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '${GENERATION}', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * The serialized product lists, per page and limit: in Redis for every instance, and for a moment in this
 * instance's memory, so the hot path of GET /getProducts is a lookup and a send. Redis being away only makes
 * lists slower (they are built from MongoDB), never wrong.
 */
export function createProductListCache(redis: Redis, logger: Logger, options: { ttlSeconds: number; localTtlMs: number }) {
  const local = new Map<string, { list: CachedList; expiresAt: number }>();
  // Raised by every clear: a list read before a clear never lands in memory after it.
  let localGeneration = 0;

  const encode = (list: CachedList) => `${list.etag}\n${list.body}`;
  const decode = (value: string): CachedList => {
    const newline = value.indexOf('\n');
    return { etag: value.slice(0, newline), body: value.slice(newline + 1) };
  };

  function keep(field: string, list: CachedList, readInGeneration: number): CachedList {
    if (options.localTtlMs > 0 && readInGeneration === localGeneration) local.set(field, { list, expiresAt: Date.now() + options.localTtlMs });
    return list;
  }

  return {
    /** The list for this page and limit: from memory, from Redis, or built by `build` and stored. */
    async get(page: number, limit: number, build: () => Promise<string>): Promise<CachedList> {
      const field = `${page}:${limit}`;
      const remembered = local.get(field);
      if (remembered && remembered.expiresAt > Date.now()) return remembered.list;
      const readInGeneration = localGeneration;

      let generation = '';
      try {
        const [value, current] = await redis.hmget(KEY, field, GENERATION);
        if (value) return keep(field, decode(value), readInGeneration);
        generation = current ?? '';
      } catch (error) {
        logger.warn({ err: error }, 'product list cache unreadable; building from the database');
        const body = await build();
        return { etag: etagOf(body), body };
      }

      const body = await build();
      const list = { etag: etagOf(body), body };
      try {
        await redis.eval(FILL, 1, KEY, generation, field, encode(list), String(options.ttlSeconds));
      } catch (error) {
        logger.warn({ err: error }, 'product list cache not written');
      }
      return keep(field, list, readInGeneration);
    },

    /** After a change: every instance's next request builds the lists again (others keep theirs at most localTtlMs). */
    async clear(): Promise<void> {
      localGeneration++;
      local.clear();
      try {
        await redis.eval(CLEAR, 1, KEY, randomUUID(), String(options.ttlSeconds));
      } catch (error) {
        logger.error({ err: error }, `product list cache not cleared; lists may be stale for up to ${options.ttlSeconds} s`);
      }
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;
