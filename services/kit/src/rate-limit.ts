import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** Key namespace, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

// INCR and the expiry in one step, so a crash between them can never leave a counter that never expires.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('TTL', KEYS[1]) }`;

/**
 * Fixed-window counters in Redis, shared by every instance of a process. When Redis cannot answer the limit
 * is not enforced (logged): a cache outage must not lock every customer out.
 */
export function createRateLimiter(redis: Redis, logger: Logger) {
  return {
    /** Counts one attempt for `subject` (an IP, an e-mail); throws 429 once the window's limit is passed. */
    async hit(rule: RateLimitRule, subject: string): Promise<void> {
      let count: number;
      let ttl: number;
      try {
        [count, ttl] = (await redis.eval(HIT, 1, `ratelimit:${rule.name}:${subject.toLowerCase()}`, rule.windowSeconds)) as [number, number];
      } catch (error) {
        logger.error({ err: error, rule: rule.name }, 'rate limit not enforced: Redis unavailable');
        return;
      }
      if (count > rule.limit) throw tooManyRequests(Math.max(ttl, 1));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
