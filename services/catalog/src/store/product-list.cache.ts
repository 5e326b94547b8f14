import { createHash, randomUUID } from 'node:crypto';
import type { Logger, Redis } from '@rto/kit';
import { LRUCache } from 'lru-cache';

/** A serialized product list and its strong ETag, ready to send as it is. */
export interface CachedList {
  etag: string;
  body: string;
}

/** A list just built from the database, and whether its page exists (page 1 always does, even when empty). */
export interface BuiltList {
  body: string;
  pageExists: boolean;
}

/**
 * Lists this instance keeps in memory at most. The storefront asks for one or two; the bound is what an
 * attacker counting through page and limit values meets instead of this process's memory.
 */
export const LOCAL_MAX_ENTRIES = 100;

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
 *
 * Only pages that exist are stored, so Redis holds at most the real pages of each limit, and memory at most
 * LOCAL_MAX_ENTRIES lists (least recently used go first). A page past the end is answered (an empty list) but built
 * each time: storing it would let anyone grow the cache by one entry per page number they care to send.
 */
export function createProductListCache(redis: Redis, logger: Logger, options: { ttlSeconds: number; localTtlMs: number }) {
  const local = options.localTtlMs > 0 ? new LRUCache<string, CachedList>({ max: LOCAL_MAX_ENTRIES, ttl: options.localTtlMs }) : undefined;
  // Raised by every clear: a list read before a clear never lands in memory after it.
  let localGeneration = 0;

  const encode = (list: CachedList) => `${list.etag}\n${list.body}`;
  const decode = (value: string): CachedList => {
    const newline = value.indexOf('\n');
    return { etag: value.slice(0, newline), body: value.slice(newline + 1) };
  };

  function keep(field: string, list: CachedList, readInGeneration: number): CachedList {
    if (local && readInGeneration === localGeneration) local.set(field, list);
    return list;
  }

  return {
    /**
     * The list for this page and limit: from memory, from Redis, or built by `build` (and stored if its page
     * exists).
     */
    async get(page: number, limit: number, build: () => Promise<BuiltList>): Promise<CachedList> {
      const field = `${page}:${limit}`;
      const remembered = local?.get(field);
      if (remembered) return remembered;
      const readInGeneration = localGeneration;

      let generation = '';
      try {
        const [value, current] = await redis.hmget(KEY, field, GENERATION);
        if (value) return keep(field, decode(value), readInGeneration);
        generation = current ?? '';
      } catch (error) {
        logger.warn({ err: error }, 'product list cache unreadable; building from the database');
        const { body } = await build();
        return { etag: etagOf(body), body };
      }

      const { body, pageExists } = await build();
      const list = { etag: etagOf(body), body };
      if (!pageExists) return list;
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
      local?.clear();
      try {
        await redis.eval(CLEAR, 1, KEY, randomUUID(), String(options.ttlSeconds));
      } catch (error) {
        logger.error({ err: error }, `product list cache not cleared; lists may be stale for up to ${options.ttlSeconds} s`);
      }
    },

    /** How many lists this instance holds in memory now (never more than LOCAL_MAX_ENTRIES). */
    get localSize(): number {
      return local?.size ?? 0;
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;
