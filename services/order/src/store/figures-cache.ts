import { LRUCache } from 'lru-cache';

/** Answers kept per instance at most: the dashboard's figures and the list pages admins open. */
const MAX_ENTRIES = 200;

/**
 * The admin's figures and list pages, computed over all the orders, kept by this instance for `maxAgeMs`: an
 * answer older than that is still served while a fresh one is computed in the background (stale-while-revalidate),
 * and requests arriving while one is computed share it. Over a year of orders each computation is a pass over the
 * whole collection (the local MongoDB scans), so admins refreshing the dashboard must not each start one.
 * `maxAgeMs` 0: no keeping, every request computes (tests, and whoever wants exact figures at every call).
 * `clock` tells the age of an answer: tests move it instead of waiting.
 */
export function createFiguresCache(maxAgeMs: number, clock: { now(): number } = performance) {
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max: MAX_ENTRIES,
    ttl: Math.max(maxAgeMs, 1),
    perf: clock,
    // Read the clock at every look: a remembered reading would hide a test's move of the clock.
    ttlResolution: 0,
    allowStale: true,
    noDeleteOnStaleGet: true,
    // clear() aborts the computations under way; without this their waiting requests would fail ('deleted'). They
    // get the answer they asked for instead, which is not kept: the next request computes afresh.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get<T extends object>(key: string, compute: () => Promise<T>): Promise<T> {
      if (maxAgeMs === 0) return compute();
      return (await cache.fetch(key, { context: compute })) as T;
    },
    /** A change made through this instance (a pause, a resume) shows at once in its next answers. */
    clear(): void {
      cache.clear();
    },
  };
}

export type FiguresCache = ReturnType<typeof createFiguresCache>;
