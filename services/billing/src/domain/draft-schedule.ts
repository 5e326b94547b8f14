/**
 * When a subscription's payments are drafted: today's payment when it starts (spec 9: today's payment is the monthly
 * total), then once a month on the customer's draft day, 1 to 28 (spec 2.6: every month has those days). Draft
 * days are calendar days in the store's time zone (DELIVERY_TIME_ZONE); a payment is drafted from 00:00 store time of
 * its day (the day's rule is @rto/rules', shared with the billing page). Pure: no I/O.
 */
import { addDays, startOfStoreDate, storeDateOf } from '@rto/kit';
import { nextDraftDate } from '@rto/rules';

export { DRAFT_DAYS, isDraftDay, nextDraftDate } from '@rto/rules';

/** The instant the first draft day strictly after the store date of `after` starts, in the store's zone. */
export function nextDraftAt(after: Date, draftDay: number, timeZone: string): Date {
  return startOfStoreDate(nextDraftDate(after, draftDay, timeZone), timeZone);
}

/**
 * The name of the period a draft date pays for, its store date `YYYY-MM-DD`: one invoice per subscription and period.
 * A draft date stored at 00:00 UTC, before draft days were the store's, is its UTC date when that is the draft day
 * (west of UTC its store date is the day before): its period is not drafted twice.
 */
export function periodOf(draftAt: Date, draftDay: number, timeZone: string): string {
  const storeDate = storeDateOf(draftAt, timeZone);
  const utcDate = draftAt.toISOString().slice(0, 10);
  const isDraftDayOf = (date: string) => Number(date.slice(8, 10)) === draftDay;
  return !isDraftDayOf(storeDate) && isDraftDayOf(utcDate) ? utcDate : storeDate;
}

/** The draft date after the one of `period`, at 00:00 store time. */
export function draftAfter(period: string, draftDay: number, timeZone: string): Date {
  return nextDraftAt(startOfStoreDate(period, timeZone), draftDay, timeZone);
}

/** The period of today's payment when a subscription starts. */
export const FIRST_PERIOD = 'first';

/**
 * The next date billing drafts a subscription itself: the sandbox drafts on the first draft day after `now`; Stripe
 * keeps its own schedule (null).
 */
export function nextOwnDraft(provider: 'stripe' | 'sandbox', draftDay: number, now: Date, timeZone: string): Date | null {
  return provider === 'sandbox' ? nextDraftAt(now, draftDay, timeZone) : null;
}

/**
 * The next draft once a pause ends: the months paused are not drafted (the first draft day after the resume), and the
 * draft scheduled before the pause is never pulled in (one deferred to a month after delivery stays where it is).
 * `firstAfterResume` null: the provider keeps its own schedule.
 */
export function draftOnResume(scheduled: Date | null, firstAfterResume: Date | null): Date | null {
  if (!scheduled || !firstAfterResume) return firstAfterResume ?? scheduled;
  return scheduled > firstAfterResume ? scheduled : firstAfterResume;
}

/** `date` (YYYY-MM-DD) a month later, on the month's last day when it is shorter (Jan 31: Feb 28 or 29). */
function monthAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  return `${next.toISOString().slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The term starts at delivery (issue 23): the first payment covers the first month from the delivery's store date,
 * so the next draft is the first draft day on or after that date a month later. Never earlier than a month of use.
 */
export function draftAfterDelivery(deliveredAt: Date, draftDay: number, timeZone: string): Date {
  const dayBeforeMonthEnds = addDays(monthAfter(storeDateOf(deliveredAt, timeZone)), -1);
  return nextDraftAt(startOfStoreDate(dayBeforeMonthEnds, timeZone), draftDay, timeZone);
}
