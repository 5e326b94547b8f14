import { randomUUID } from 'node:crypto';
import type { Logger, Redis } from '@rto/kit';
import { compareSlots, monthOf } from '../domain/slots';

/** A booked slot as the calendar shows it: nothing about who holds it. */
export interface BookedSlot {
  deliveryDate: string;
  deliveryTime: string;
}

/**
 * The booked slots of each month, in Redis for every scheduling instance (one hash per month, `YYYY-MM`), kept
 * exact by every claim and release. The design (README, "The availability cache"):
 *
 * - A month's hash holds one field per booked slot (`2030-06-30|3:00 PM`), `~ready` once it holds all of them,
 *   and `~gen`, a random generation that every change replaces.
 * - A change marks the month before it writes the database (`~pending:<id>` = when it began, and a new `~gen`) and,
 *   once the database took it, adds or removes its slot (only in a hash that is `~ready`), drops its mark and
 *   replaces `~gen` again, in one script. Its caller answers only after that, so a slot booked a moment ago is
 *   never shown free.
 * - A month is read from Redis only when `~ready` and not marked. Otherwise it is read from the database, and
 *   stored (`FILL`) only if `~gen` is still the one seen before that read: a rebuild that raced a change (of this
 *   instance or any other) is dropped instead of putting back what the change altered.
 * - A mark older than STALE_MARK_MS belongs to a change that died, or could not reach Redis at its end: the next
 *   reader rebuilds the month from the database, which has the change (or never got it).
 * - A change that can reach Redis neither at its start nor at its end keeps writing the database (bookings never
 *   wait for a cache); this instance then drops that month's hash once Redis answers again, before it reads any
 *   month from Redis itself (`repairs`). The hashes expire after `ttlSeconds` at the latest.
 *
 * Redis away, slow or failing only makes answers slower: they come from the database.
 */
export const STALE_MARK_MS = 30_000;
const READY = '~ready';
const GEN = '~gen';
const MARK = '~pending:';
/** How many changes are under way (marks), so a reader need not list the fields to know there are none. */
const MARKS = '~marks';
const REPAIR_INTERVAL_MS = 1_000;

// KEYS[1] month hash; ARGV gen, mark field, now (ms), ttl (s)
const BEGIN = `
redis.call('HSET', KEYS[1], '${GEN}', ARGV[1], ARGV[2], ARGV[3])
redis.call('HINCRBY', KEYS[1], '${MARKS}', 1)
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1`;

// KEYS[1] month hash; ARGV gen, mark field, slot field, outcome (booked, freed, unchanged, unknown), ttl (s)
const APPLY = `
if redis.call('HDEL', KEYS[1], ARGV[2]) == 1 then redis.call('HINCRBY', KEYS[1], '${MARKS}', -1) end
redis.call('HSET', KEYS[1], '${GEN}', ARGV[1])
if ARGV[4] == 'unknown' then
  redis.call('HDEL', KEYS[1], '${READY}')
elseif redis.call('HEXISTS', KEYS[1], '${READY}') == 1 then
  if ARGV[4] == 'booked' then redis.call('HSET', KEYS[1], ARGV[3], '1') elseif ARGV[4] == 'freed' then redis.call('HDEL', KEYS[1], ARGV[3]) end
end
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[5]) end
return 1`;

// KEYS[1] month hash; ARGV generation seen before the database read ('' for none), ttl (s), the new generation,
// then the slot fields. A new generation each time: two fills never leave different contents under one generation.
const FILL = `
local current = redis.call('HGET', KEYS[1], '${GEN}') or ''
if current ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '${GEN}', ARGV[3], '${READY}', '1')
for i = 4, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], '1') end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

// KEYS the month hashes: for each, { generation, ready (0/1), changes under way }: enough to serve a month this
// instance already holds in memory for that generation, without reading its slots.
const STATE = `
local states = {}
for i, key in ipairs(KEYS) do
  states[i] = { redis.call('HGET', key, '${GEN}') or '', redis.call('HEXISTS', key, '${READY}'), tonumber(redis.call('HGET', key, '${MARKS}') or '0') }
end
return states`;

/** One sorted list per month, in the order of `months`. */
function byMonth(months: string[], slots: BookedSlot[]): BookedSlot[][] {
  const lists = new Map(months.map((month) => [month, [] as BookedSlot[]]));
  for (const slot of slots) lists.get(monthOf(slot.deliveryDate))?.push(slot);
  return months.map((month) => lists.get(month)!.sort(compareSlots));
}

const fieldOf = (slot: BookedSlot) => `${slot.deliveryDate}|${slot.deliveryTime}`;

function slotOf(field: string): BookedSlot {
  const bar = field.indexOf('|');
  return { deliveryDate: field.slice(0, bar), deliveryTime: field.slice(bar + 1) };
}

/**
 * What a change did to its slot: booked it, freed it, nothing (refused, or already so), or unknown (the write
 * failed in a way that does not say whether it landed: the month is rebuilt from the database).
 */
export type SlotOutcome = 'booked' | 'freed' | 'unchanged' | 'unknown';

/** A change of one slot, begun with `beginChange` and finished with `finish`. */
export interface SlotChange {
  /** After the database write. Never throws. */
  finish(outcome: SlotOutcome): Promise<void>;
}

export interface AvailabilityCache {
  /**
   * The booked slots of each month, one list per month in date and hour order: from Redis where it holds an exact
   * copy, else from `load` (a database read), and stored for the next reader when no change crossed that read. A
   * month unchanged since this instance last read it comes back as the very same list (the caller may reuse what
   * it made of it).
   */
  bookedIn(months: string[], load: (months: string[]) => Promise<BookedSlot[]>): Promise<BookedSlot[][]>;
  /** Before the database write of a claim or release of `slot`. Never throws. */
  beginChange(slot: BookedSlot): Promise<SlotChange>;
  stop(): void;
}

/** The same answers without a cache: every month from the database (AVAILABILITY_CACHE=off). */
export const noAvailabilityCache: AvailabilityCache = {
  bookedIn: async (months, load) => byMonth(months, await load(months)),
  beginChange: async () => ({ finish: async () => undefined }),
  stop: () => undefined,
};

export function createAvailabilityCache(redis: Redis, logger: Logger, options: { ttlSeconds: number; now?: () => number }): AvailabilityCache {
  const now = options.now ?? Date.now;
  const ttl = String(options.ttlSeconds);
  const keyOf = (month: string) => `scheduling:availability:${month}`;
  // Rebuilds in progress in this instance, by month and the generation they started from: a reader that saw the
  // same generation may share one (no change began between), any other starts its own.
  const rebuilds = new Map<string, Promise<BookedSlot[]>>();
  // Months whose hash must go because a change could not tell Redis about itself.
  const repairs = new Set<string>();
  let repairTimer: NodeJS.Timeout | undefined;

  /** Drops the hashes of the months waiting for it; resolves once none is left, or throws while Redis is away. */
  async function repair(): Promise<void> {
    for (const month of [...repairs]) {
      await redis.del(keyOf(month));
      repairs.delete(month);
      logger.info({ month }, 'availability cache: month dropped after a change Redis missed');
    }
    if (repairTimer) clearInterval(repairTimer);
    repairTimer = undefined;
  }

  function scheduleRepair(month: string): void {
    repairs.add(month);
    repairTimer ??= setInterval(() => void repair().catch(() => undefined), REPAIR_INTERVAL_MS);
    repairTimer.unref();
  }

  /** What a month's hash says: its booked slots when it is exact, else what a rebuild may rely on. */
  function readMonth(hash: Record<string, string>): { exact: BookedSlot[] } | { generation: string; mayFill: boolean } {
    let marked = false;
    let liveMark = false;
    const slots: BookedSlot[] = [];
    for (const [field, value] of Object.entries(hash)) {
      if (field.startsWith(MARK)) {
        marked = true;
        if (now() - Number(value) < STALE_MARK_MS) liveMark = true;
      } else if (!field.startsWith('~')) {
        slots.push(slotOf(field));
      }
    }
    if (hash[READY] && !marked) return { exact: slots };
    return { generation: hash[GEN] ?? '', mayFill: !liveMark };
  }

  // What this instance last read of each month, by generation: served again while Redis says the month is ready,
  // unchanged (same generation) and without a change under way.
  const held = new Map<string, { generation: string; slots: BookedSlot[] }>();

  async function rebuild(month: string, generation: string, mayFill: boolean, load: (months: string[]) => Promise<BookedSlot[]>): Promise<BookedSlot[]> {
    const slots = (await load([month])).sort(compareSlots);
    if (mayFill) {
      const filled = randomUUID();
      try {
        if ((await redis.eval(FILL, 1, keyOf(month), generation, ttl, filled, ...slots.map(fieldOf))) === 1) held.set(month, { generation: filled, slots });
      } catch (error) {
        logger.warn({ err: error, month }, 'availability cache not filled');
      }
    }
    return slots;
  }

  /** One month whose Redis state says it may not be held as it is: its hash read, served or rebuilt. */
  function fromHash(month: string, hash: Record<string, string>, load: (months: string[]) => Promise<BookedSlot[]>): BookedSlot[] | Promise<BookedSlot[]> {
    const state = readMonth(hash);
    if ('exact' in state) {
      const slots = state.exact.sort(compareSlots);
      held.set(month, { generation: hash[GEN] ?? '', slots });
      return slots;
    }
    const key = `${month}|${state.generation}`;
    let shared = state.mayFill ? rebuilds.get(key) : undefined;
    if (!shared) {
      shared = rebuild(month, state.generation, state.mayFill, load).finally(() => {
        if (rebuilds.get(key) === shared) rebuilds.delete(key);
      });
      if (state.mayFill) rebuilds.set(key, shared);
    }
    return shared;
  }

  return {
    async bookedIn(months, load) {
      let states: Array<[string, number, number]>;
      let hashes: Map<string, Record<string, string>>;
      try {
        // Never read a month this instance knows may be stale: it goes first (or, Redis away, the database answers).
        if (repairs.size > 0) await repair();
        const keys = months.map(keyOf);
        states = (await redis.eval(STATE, keys.length, ...keys)) as Array<[string, number, number]>;
        const unheld = months.filter((month, index) => {
          const [generation, ready, marks] = states[index]!;
          return !(ready === 1 && marks <= 0 && held.get(month)?.generation === generation);
        });
        hashes = new Map();
        if (unheld.length > 0) {
          const pipeline = redis.pipeline();
          for (const month of unheld) pipeline.hgetall(keyOf(month));
          const results = (await pipeline.exec()) ?? [];
          results.forEach(([error, hash], index) => {
            if (error) throw error;
            hashes.set(unheld[index]!, hash as Record<string, string>);
          });
        }
      } catch (error) {
        logger.warn({ err: error }, 'availability cache unreadable; reading the database');
        return byMonth(months, await load(months));
      }
      return Promise.all(months.map((month) => (hashes.has(month) ? fromHash(month, hashes.get(month)!, load) : held.get(month)!.slots)));
    },

    async beginChange(slot) {
      const month = slot.deliveryDate.slice(0, 7);
      const mark = `${MARK}${randomUUID()}`;
      let begun = true;
      try {
        await redis.eval(BEGIN, 1, keyOf(month), randomUUID(), mark, String(now()), ttl);
      } catch (error) {
        // Applied at the end all the same, if Redis is back by then; else the month is dropped once it is.
        begun = false;
        logger.warn({ err: error, month }, 'availability cache: a change could not be announced; the month goes once Redis answers');
      }
      return {
        async finish(outcome) {
          try {
            await redis.eval(APPLY, 1, keyOf(month), randomUUID(), mark, fieldOf(slot), outcome, ttl);
          } catch (error) {
            // Marked: readers skip this month, and rebuild it once the mark is stale. Not marked: drop it later.
            logger.warn({ err: error, month }, 'availability cache: a change could not be applied');
            if (!begun) scheduleRepair(month);
          }
        },
      };
    },

    stop() {
      if (repairTimer) clearInterval(repairTimer);
      repairTimer = undefined;
    },
  };
}
