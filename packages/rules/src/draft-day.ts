/**
 * When the monthly payments after today's are drafted (spec 2.6, 9): on the customer's draft day, 1 to 28 (every
 * month has those days), a calendar day in the store's time zone (an IANA name), the first one strictly after the
 * day the subscription starts. Billing's draft schedule and Stripe's billing-cycle anchor both draft so, and the
 * billing page says it before billing has a subscription to ask about.
 */

export const DRAFT_DAYS = { min: 1, max: 28 } as const;

/** The store's time zone where no setting names one (the SPA, the agreement): the lessor is in Indiana. */
export const STORE_TIME_ZONE = 'America/Indiana/Indianapolis';

export function isDraftDay(value: number): boolean {
  return Number.isInteger(value) && value >= DRAFT_DAYS.min && value <= DRAFT_DAYS.max;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The year, month (1-12) and day `instant` falls on in `timeZone`. */
function calendarDayOf(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The first draft day strictly after the day `after` falls on in `timeZone`, as that calendar date (`YYYY-MM-DD`);
 * a RangeError for a day that is not 1 to 28.
 */
export function nextDraftDate(after: Date, draftDay: number, timeZone: string): string {
  if (!isDraftDay(draftDay)) throw new RangeError(`a draft day is 1 to 28, not ${draftDay}`);
  const today = calendarDayOf(after, timeZone);
  const [year, month] = draftDay > today.day ? [today.year, today.month] : today.month === 12 ? [today.year + 1, 1] : [today.year, today.month + 1];
  return `${year}-${two(month)}-${two(draftDay)}`;
}
