import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** Key namespace, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the caller reads with the 429; a generic sentence unless set. */
  message?: string;
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
      if (count > rule.limit) throw tooManyRequests(Math.max(ttl, 1), rule.message);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * A limit on failures, for doors where guessing is the threat (a password per account). Successes cost
 * nothing: only failures count, and a success clears them.
 */
export interface FailureRule {
  /** Key namespace, e.g. 'login:account'. */
  name: string;
  /** Failures let through before each further attempt has to wait. */
  freeFailures: number;
  /** Failures are forgotten after this long without one (counted from the end of any wait). */
  windowSeconds: number;
  /** The wait after the failure that uses up the allowance; it doubles with each further failure. */
  firstDelaySeconds: number;
  /** The longest wait. */
  maxDelaySeconds: number;
}

// One atomic step per attempt. While a wait runs, the attempt is refused and not counted (returns the ms left).
// Otherwise the attempt is counted as a failure at once (a success takes it back), so that a burst of
// concurrent guesses cannot all slip in before the first of them is counted; the attempt that uses up the
// allowance starts a wait that doubles with every further failure. ARGV = window ms, free, first delay ms, max ms.
const ATTEMPT = `
local waiting = redis.call('PTTL', KEYS[2])
if waiting > 0 then return waiting end
local failures = redis.call('INCR', KEYS[1])
local keep = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
if failures >= free then
  local delay = math.floor(math.min(tonumber(ARGV[3]) * 2 ^ (failures - free), tonumber(ARGV[4])))
  redis.call('SET', KEYS[2], '1', 'PX', delay)
  keep = keep + delay
end
redis.call('PEXPIRE', KEYS[1], keep)
return 0`;

/**
 * Growing waits after repeated failures, shared by every instance through Redis. As with the rate limiter, a
 * Redis outage lets attempts through (logged) rather than locking everyone out.
 */
export function createFailureLimiter(redis: Redis, logger: Logger) {
  const keys = (rule: FailureRule, subject: string) => {
    const base = `failures:${rule.name}:${subject.toLowerCase()}`;
    return [base, `${base}:wait`] as const;
  };
  return {
    /**
     * Call before checking the secret: throws 429 (with Retry-After) while `subject` has to wait. The attempt
     * counts as a failure unless `succeeded` is called for it.
     */
    async attempt(rule: FailureRule, subject: string): Promise<void> {
      let waitingMs: number;
      try {
        waitingMs = (await redis.eval(
          ATTEMPT,
          2,
          ...keys(rule, subject),
          rule.windowSeconds * 1000,
          rule.freeFailures,
          rule.firstDelaySeconds * 1000,
          rule.maxDelaySeconds * 1000,
        )) as number;
      } catch (error) {
        logger.error({ err: error, rule: rule.name }, 'failure limit not enforced: Redis unavailable');
        return;
      }
      if (waitingMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(waitingMs / 1000)));
    },

    /** The attempt succeeded: forget the subject's failures and any wait. */
    async succeeded(rule: FailureRule, subject: string): Promise<void> {
      try {
        await redis.del(...keys(rule, subject));
      } catch (error) {
        logger.error({ err: error, rule: rule.name }, 'could not clear failures: Redis unavailable');
      }
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
