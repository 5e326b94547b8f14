/**
 * Calendar dates in a store's time zone (an IANA name such as America/Indiana/Indianapolis). Draft days and days
 * late are counted on the store's calendar, not UTC's (at 20:00 in Indianapolis it is already tomorrow in UTC).
 * Dates are `YYYY-MM-DD` strings.
 */

/** Every part of a wall-clock reading, on a 24-hour clock. */
const WALL_CLOCK: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
const formatsByZone = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock format, made once per zone (making one is the slow part); a RangeError for an unknown zone. */
function formatOf(timeZone: string): Intl.DateTimeFormat {
  const known = formatsByZone.get(timeZone);
  if (known) return known;
  const made = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK, timeZone });
  formatsByZone.set(timeZone, made);
  return made;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`, read as if it were UTC (milliseconds). */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatOf(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The store date (`YYYY-MM-DD`) `instant` falls on in `timeZone`. */
export function storeDateOf(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** Milliseconds since the epoch of 00:00 UTC of a `YYYY-MM-DD` date; a RangeError for anything else. */
function utcMidnightOf(date: string): number {
  const match = DATE_PATTERN.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`a date is YYYY-MM-DD, not '${date}'`);
  return ms;
}

/**
 * The instant the store date `date` starts in `timeZone`: 00:00 there, or the first instant of the day where a
 * daylight-saving change skips midnight.
 */
export function startOfStoreDate(date: string, timeZone: string): Date {
  const midnight = utcMidnightOf(date);
  // The zone's offset near that midnight, then once more at the guess (the offset may change on that very night).
  let guess = midnight - (wallClockMs(new Date(midnight), timeZone) - midnight);
  guess = midnight - (wallClockMs(new Date(guess), timeZone) - guess);
  // Midnight skipped (clocks jumped over it): the day starts at the first instant that is on it.
  while (storeDateOf(new Date(guess), timeZone) < date) guess += 60 * 60_000;
  while (storeDateOf(new Date(guess - 60 * 60_000), timeZone) === date) guess -= 60 * 60_000;
  return new Date(guess);
}

/** Whole days from store date `from` to store date `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / DAY_MS);
}

/** The store date `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnightOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}
