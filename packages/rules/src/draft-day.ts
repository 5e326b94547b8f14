/**
 * When the monthly payments after today's are drafted (spec 2.6, 9): on the customer's draft day, 1 to 28, a
 * calendar day in UTC, the first one strictly after the subscription starts (billing's draft schedule and Stripe's
 * billing-cycle anchor both draft so). Here so that the billing page can say when the monthly amount is first drafted
 * before billing has a subscription to ask about.
 */

/** The first draft day strictly after `after`, at 00:00 UTC; a RangeError for a day that is not 1 to 28. */
export function firstDraftDate(after: Date, draftDay: number): Date {
  if (!Number.isInteger(draftDay) || draftDay < 1 || draftDay > 28) throw new RangeError(`a draft day is 1 to 28, not ${draftDay}`);
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  const inThisMonth = Date.UTC(year, month, draftDay);
  return new Date(inThisMonth > after.getTime() ? inThisMonth : Date.UTC(year, month + 1, draftDay));
}
