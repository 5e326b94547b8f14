/**
 * When a running rental becomes the customer's (issue 22, item 4: "the term and the ownership date move out by the
 * paused days"): the store date of the draft that makes its last payment. Drafts come once a month on the draft day
 * (1 to 28, so every month has it), so the last one is the next draft date plus one month per further payment; a
 * pause defers the next draft date, and the ownership date moves out with it. Pure: calendar dates `YYYY-MM-DD`.
 */
import { PAYMENTS_TO_OWN } from './ownership';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** `date` (`YYYY-MM-DD`, a day 1 to 28) `months` months later, on the same day of the month. */
export function addMonths(date: string, months: number): string {
  const match = DATE.exec(date);
  if (!match || Number(match[3]) > 28) throw new RangeError(`a draft date is YYYY-MM-DD on a day 1 to 28, not ${date}`);
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`months must be a whole number of 0 or more, not ${months}`);
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  return `${Math.floor(index / 12)}-${two((index % 12) + 1)}-${match[3]}`;
}

/**
 * The monthly payments still to draft once `monthsDrafted` rent months were drafted (today's payment included), paid
 * or not: a failed or open month is paid, never drafted again, so drafting stops at PAYMENTS_TO_OWN whatever is
 * unpaid, and the rental is owned when the missing month is paid rather than by a month the term never had.
 */
export function monthsLeftToDraft(monthsDrafted: number): number {
  if (!Number.isInteger(monthsDrafted) || monthsDrafted < 0) throw new RangeError(`A count of monthly payments must be a whole number of 0 or more, not ${monthsDrafted}`);
  return Math.max(0, PAYMENTS_TO_OWN - monthsDrafted);
}

/**
 * The store date the last payment is drafted: `nextDraftDate` (the next monthly draft, `YYYY-MM-DD`) plus a month for
 * each payment still to make after it. `paymentsMade` counts the monthly payments paid (the first included), or
 * drafted already (a failed draft is paid, not drafted again); null when none is left to make.
 */
export function ownershipDate(nextDraftDate: string, paymentsMade: number): string | null {
  const remaining = monthsLeftToDraft(paymentsMade);
  return remaining > 0 ? addMonths(nextDraftDate, remaining - 1) : null;
}
