/**
 * When a subscription's payments are drafted: today's payment when it starts (spec 9: today's payment is the monthly
 * total), then once a month on the customer's draft day, 1 to 28 (spec 2.6: every month has those days). Draft
 * days are calendar days in UTC; a payment is drafted from 00:00 UTC of its day (the day's rule is @rto/rules', shared
 * with the billing page). Pure: no I/O.
 */
import { nextDraftDate } from '@rto/rules';

export { DRAFT_DAYS, isDraftDay, nextDraftDate } from '@rto/rules';

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
