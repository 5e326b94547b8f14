/**
 * When the monthly payments after today's are drafted (spec 2.6, 9): on the customer's draft day, 1 to 28 (every
 * month has those days), a calendar day in UTC, the first one strictly after the subscription starts. Billing's
 * draft schedule and Stripe's billing-cycle anchor both draft so, and the billing page says it before billing has a
 * subscription to ask about.
 */

export const DRAFT_DAYS = { min: 1, max: 28 } as const;

export function isDraftDay(value: number): boolean {
  return Number.isInteger(value) && value >= DRAFT_DAYS.min && value <= DRAFT_DAYS.max;
}

/** The first draft day strictly after `after`, at 00:00 UTC; a RangeError for a day that is not 1 to 28. */
export function nextDraftDate(after: Date, draftDay: number): Date {
  if (!isDraftDay(draftDay)) throw new RangeError(`a draft day is 1 to 28, not ${draftDay}`);
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  const inThisMonth = Date.UTC(year, month, draftDay);
  return new Date(inThisMonth > after.getTime() ? inThisMonth : Date.UTC(year, month + 1, draftDay));
}
