/**
 * When a subscription's payments are drafted: today's payment when it starts (spec 9: today's payment is the monthly
 * total), then once a month on the customer's draft day, 1 to 28 (spec 2.6: every month has those days). Draft
 * days are calendar days in UTC; a payment is drafted from 00:00 UTC of its day. Pure: no I/O.
 */

export const DRAFT_DAYS = { min: 1, max: 28 } as const;

export function isDraftDay(value: number): boolean {
  return Number.isInteger(value) && value >= DRAFT_DAYS.min && value <= DRAFT_DAYS.max;
}

/** 00:00 UTC of the draft day in the given month (month 0-11; out-of-range months roll over into the next year). */
export function draftDateIn(year: number, month: number, draftDay: number): Date {
  return new Date(Date.UTC(year, month, draftDay));
}

/** The first draft date strictly after `after`. */
export function nextDraftDate(after: Date, draftDay: number): Date {
  if (!isDraftDay(draftDay)) throw new RangeError(`a draft day is 1 to 28, not ${draftDay}`);
  const thisMonth = draftDateIn(after.getUTCFullYear(), after.getUTCMonth(), draftDay);
  return thisMonth.getTime() > after.getTime() ? thisMonth : draftDateIn(after.getUTCFullYear(), after.getUTCMonth() + 1, draftDay);
}

/** The name of the period a draft date pays for, `YYYY-MM-DD`: one invoice per subscription and period. */
export function periodOf(draftDate: Date): string {
  return draftDate.toISOString().slice(0, 10);
}

/** The period of today's payment when a subscription starts. */
export const FIRST_PERIOD = 'first';

/**
 * The next date billing drafts a subscription itself: the sandbox drafts on the first draft day after `now`; Stripe
 * keeps its own schedule (null).
 */
export function nextOwnDraft(provider: 'stripe' | 'sandbox', draftDay: number, now: Date): Date | null {
  return provider === 'sandbox' ? nextDraftDate(now, draftDay) : null;
}
