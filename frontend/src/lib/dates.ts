/**
 * Calendar dates as the delivery calendar speaks them: 'YYYY-MM-DD' strings, with no time and no time zone, so
 * that a day is the same day in the browser, on the server and in the delivery zone. Arithmetic goes through UTC
 * midnight, where no daylight-saving change can move a date.
 */

/** A calendar month: `month` is 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function toUtc(date: string): Date {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** 0 = Sunday .. 6 = Saturday. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay();
}

export function monthOf(date: string): YearMonth {
  const utc = toUtc(date);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1 };
}

export function addMonths({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function firstOfMonth({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}-01`;
}

export function lastOfMonth(yearMonth: YearMonth): string {
  return addDays(firstOfMonth(addMonths(yearMonth, 1)), -1);
}

/**
 * The month as the calendar draws it: weeks from Sunday to Saturday, each cell a date of the month or null for
 * the blanks before the 1st and after the last day.
 */
export function monthGrid(yearMonth: YearMonth): (string | null)[][] {
  const first = firstOfMonth(yearMonth);
  const last = lastOfMonth(yearMonth);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'Friday, March 13, 2026'. */
export function formatLongDate(date: string): string {
  return longDate.format(toUtc(date));
}

/** 'March 2026'. */
export function formatMonth(yearMonth: YearMonth): string {
  return monthName.format(toUtc(firstOfMonth(yearMonth)));
}

/** The browser's own today, for when the server did not say what today is in the delivery zone. */
export function localToday(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The date and the minutes since midnight of `now` on the clocks of `timeZone` (an IANA name such as
 * 'America/Indiana/Indianapolis'); the browser's own clock when no zone is given or the browser does not know it.
 */
export function zonedClock(now: Date, timeZone: string | undefined): { date: string; minutes: number } {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(now);
      const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
      return { date: `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))}`, minutes: part('hour') * 60 + part('minute') };
    } catch {
      // An unknown zone (RangeError): fall through to the browser's clock.
    }
  }
  return { date: localToday(now), minutes: now.getHours() * 60 + now.getMinutes() };
}
