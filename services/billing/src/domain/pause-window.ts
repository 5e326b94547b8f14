/**
 * The limits of a customer's own pause of billing (issue 22, item 4): it ends by itself after at most `maxDays`, and
 * it can be used once in `everyMonths` months, counted from the start of the last one. Pure: no I/O. An admin's
 * suspend has none of these limits.
 */
import { daysBetween, storeDateOf } from '@rto/kit';

export interface PauseLimits {
  /** The longest a customer's pause lasts: it ends by itself then. */
  maxDays: number;
  /** A customer's pause can be used once in this many months. */
  everyMonths: number;
}

const DAY_MS = 86_400_000;

/** When a customer's pause started at `start` ends by itself. */
export function pauseEndsAt(start: Date, limits: PauseLimits): Date {
  return new Date(start.getTime() + limits.maxDays * DAY_MS);
}

/**
 * The first instant a customer may pause again after a pause that started at `lastStart`: the same day and time
 * `everyMonths` months later (the month's last day when it has no such day, e.g. Aug 31 + 6 months = Feb 28).
 */
export function nextPauseFrom(lastStart: Date, limits: PauseLimits): Date {
  const monthIndex = lastStart.getUTCMonth() + limits.everyMonths;
  const lastDay = new Date(Date.UTC(lastStart.getUTCFullYear(), monthIndex + 1, 0)).getUTCDate();
  const next = new Date(lastStart);
  next.setUTCDate(1);
  next.setUTCMonth(monthIndex);
  next.setUTCDate(Math.min(lastStart.getUTCDate(), lastDay));
  return next;
}

/** 'December 3, 2027': a date as the customer reads it, on the store's calendar. */
export function customerDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(instant);
}

/**
 * Why a customer may not pause now (a sentence naming the date they can), or null when they may: a pause within
 * `everyMonths` months of the last one's start is refused.
 */
export function pauseRefusal(lastStart: Date | null, now: Date, limits: PauseLimits, timeZone: string): string | null {
  if (!lastStart) return null;
  const allowedFrom = nextPauseFrom(lastStart, limits);
  if (now.getTime() >= allowedFrom.getTime()) return null;
  const months = limits.everyMonths === 1 ? 'month' : `${limits.everyMonths} months`;
  return (
    `Billing can be paused once every ${months}. Your last pause started on ${customerDate(lastStart, timeZone)}, ` +
    `so you can pause again on ${customerDate(allowedFrom, timeZone)}.`
  );
}

/** The whole days a pause deferred the drafts: store dates from its start to its end (0 when both are one day). */
export function daysPaused(start: Date, end: Date, timeZone: string): number {
  return Math.max(0, daysBetween(storeDateOf(start, timeZone), storeDateOf(end, timeZone)));
}
