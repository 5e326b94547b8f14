import type { Logger, Redis } from '@rto/kit';

/**
 * Wrong passwords, counted where they come from (OWASP authentication cheat sheet): per account and client
 * address together, and per client address over every account. Failures from one address slow that address
 * down and never the account's owner logging in from another. An account that many addresses (or one) keep
 * failing is reported once per window instead, and, past a generous ceiling, every address that keeps failing
 * at it gets one free failure only: an owner from a clean address still logs in at the first try.
 */
export interface LoginFailureRules {
  /** Failures of one account from one address let through before each further attempt waits. */
  freePerAccountAndAddress: number;
  /** Failures from one address, over every account, let through before each further attempt waits. */
  freePerAddress: number;
  /** Failures of one account within the window (from any address) that report an attack. */
  alertAfter: number;
  /** Failures of one account within the window past which each failing address gets one free failure only. */
  accountCeiling: number;
  windowSeconds: number;
  /** The wait after the failure that uses up an allowance; it doubles with each further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

// Before the password is checked, in one atomic step: refused while this pair or this address must wait (returns
// the ms left, uncounted). Otherwise the pair's failure is counted at once (a success takes it back), so a burst
// of concurrent guesses cannot all slip in before the first is counted. The pairs of one account live in one hash
// (address -> "failures:waitUntilMs:lastFailureMs"), so a password reset can forget them all in one step.
// KEYS: pairs, address wait, account count. ARGV: address, window ms, free, first ms, max ms, ceiling.
const ATTEMPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
local failures, waitUntil, last = 0, 0, 0
local entry = redis.call('HGET', KEYS[1], ARGV[1])
if entry then
  local n, u, l = string.match(entry, '^(%d+):(%d+):(%d+)$')
  failures, waitUntil, last = tonumber(n), tonumber(u), tonumber(l)
end
local wait = math.max(redis.call('PTTL', KEYS[2]), waitUntil - now)
if wait > 0 then return wait end
if now - last > window then failures = 0 end
failures = failures + 1
local free = tonumber(ARGV[3])
if tonumber(redis.call('GET', KEYS[3]) or '0') >= tonumber(ARGV[6]) then free = 1 end
local keep = window
waitUntil = 0
if failures >= free then
  local delay = math.floor(math.min(tonumber(ARGV[4]) * 2 ^ (failures - free), tonumber(ARGV[5])))
  waitUntil = now + delay
  keep = keep + delay
end
redis.call('HSET', KEYS[1], ARGV[1], string.format('%d:%d:%d', failures, waitUntil, now))
if redis.call('PTTL', KEYS[1]) < keep then redis.call('PEXPIRE', KEYS[1], keep) end
return 0`;

// After a wrong password: the address's failure (over every account) and the account's (from every address) are
// counted; returns the account's count the first time in a window that it reaches the alert threshold, else 0.
// KEYS: address count, address wait, account count, alert. ARGV: window ms, free per address, first ms, max ms, alert.
const FAILED = `
local window = tonumber(ARGV[1])
local failures = redis.call('INCR', KEYS[1])
local keep = window
if failures >= tonumber(ARGV[2]) then
  local delay = math.floor(math.min(tonumber(ARGV[3]) * 2 ^ (failures - tonumber(ARGV[2])), tonumber(ARGV[4])))
  redis.call('SET', KEYS[2], '1', 'PX', delay)
  keep = keep + delay
end
redis.call('PEXPIRE', KEYS[1], keep)
local account = redis.call('INCR', KEYS[3])
redis.call('PEXPIRE', KEYS[3], window)
if account >= tonumber(ARGV[5]) and redis.call('SET', KEYS[4], '1', 'NX', 'PX', window) then return account end
return 0`;

/**
 * Shared by every identity instance through Redis. A Redis outage lets attempts through (logged) rather than
 * locking everyone out, as the kit's limiters do.
 */
export function createLoginFailures(redis: Redis, logger: Logger, rules: LoginFailureRules) {
  const windowMs = rules.windowSeconds * 1000;
  const firstMs = rules.firstDelaySeconds * 1000;
  const maxMs = rules.maxDelaySeconds * 1000;
  const keysOf = (email: string, address: string) => {
    const account = email.toLowerCase();
    const from = address.toLowerCase();
    return {
      pairs: `failures:login:pairs:${account}`,
      addressCount: `failures:login:address:${from}`,
      addressWait: `failures:login:address:${from}:wait`,
      accountCount: `failures:login:account:${account}`,
      alert: `failures:login:account:${account}:alerted`,
      address: from,
    };
  };

  // Runs one of the scripts above; a Redis outage answers 0 (let through, nothing to report), logged.
  const run = async (script: string, keys: string[], args: (string | number)[], unenforced: string): Promise<number> => {
    try {
      return (await redis.eval(script, keys.length, ...keys, ...args)) as number;
    } catch (error) {
      logger.error({ err: error }, unenforced);
      return 0;
    }
  };

  return {
    /** Call before checking the password: the seconds to wait when this address must wait, else 0. */
    async attempt(email: string, address: string): Promise<number> {
      const keys = keysOf(email, address);
      const waitingMs = await run(
        ATTEMPT,
        [keys.pairs, keys.addressWait, keys.accountCount],
        [keys.address, windowMs, rules.freePerAccountAndAddress, firstMs, maxMs, rules.accountCeiling],
        'log-in limit not enforced: Redis unavailable',
      );
      return waitingMs > 0 ? Math.max(1, Math.ceil(waitingMs / 1000)) : 0;
    },

    /** The password was wrong: counts it; the account's failures in the window when admins are to be told now. */
    async failed(email: string, address: string): Promise<number | null> {
      const keys = keysOf(email, address);
      const alert = await run(
        FAILED,
        [keys.addressCount, keys.addressWait, keys.accountCount, keys.alert],
        [windowMs, rules.freePerAddress, firstMs, maxMs, rules.alertAfter],
        'log-in failure not counted: Redis unavailable',
      );
      return alert > 0 ? alert : null;
    },

    /** The password was right: this address's failures at this account are forgotten (its others are not). */
    async succeeded(email: string, address: string): Promise<void> {
      const keys = keysOf(email, address);
      await redis.hdel(keys.pairs, keys.address).catch((error: unknown) => logger.error({ err: error }, 'could not clear log-in failures: Redis unavailable'));
    },

    /** The owner proved they read the account's mail (password reset): waits at this account, from anywhere, end. */
    async forgetAccount(email: string): Promise<void> {
      await redis.del(keysOf(email, '').pairs).catch((error: unknown) => logger.error({ err: error }, 'could not clear log-in failures: Redis unavailable'));
    },
  };
}

export type LoginFailures = ReturnType<typeof createLoginFailures>;
