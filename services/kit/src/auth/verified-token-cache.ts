import type { Caller } from './tokens';

/**
 * Remembers, for a moment, tokens that checked out (signature, expiry and session). For the gateway only: it
 * spares the signature check and the Redis round trip on a customer's burst of requests, while every service
 * still checks each request itself, so an ended session is refused at once all the same.
 */
export interface VerifiedTokenCache {
  get(token: string): Caller | undefined;
  set(token: string, caller: Caller): void;
}

export function createVerifiedTokenCache(ttlMs: number, maxEntries = 10_000): VerifiedTokenCache {
  const entries = new Map<string, { caller: Caller; until: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.caller;
      entries.delete(token);
      return undefined;
    },
    set(token, caller) {
      // A full cache starts over: simpler than LRU bookkeeping, and refilling costs one check per token.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(token, { caller, until: Math.min(Date.now() + ttlMs, caller.expiresAt ?? Infinity) });
    },
  };
}
