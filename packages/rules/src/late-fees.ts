/**
 * Late fees: the store's own schedule (spec 9) kept as data, each state's legal limit beside it, and the one rule
 * that says what is really charged on one payment. The agreement is governed by Indiana law, whose rental-purchase
 * act (IC 24-7-5-5) allows less than the schedule: one late charge of at most $8 on a payment not made within 5 days
 * of its due date, once however long it stays unpaid. What is charged is the lower of the two at every day: the
 * schedule where no limit is known, and never a fee the signed schedule does not charge yet. Money in integer cents; days late counted by the caller (store's time zone).
 */

export interface LateFee {
  daysLate: number;
  feeCents: number;
}

/** The spec's schedule: cumulative, each fee charged once when a payment is that many days late. */
export const LATE_FEES: readonly [LateFee, LateFee, LateFee] = [
  { daysLate: 30, feeCents: 2500 },
  { daysLate: 60, feeCents: 3500 },
  { daysLate: 90, feeCents: 5000 },
];

/** Beyond this many days late, the lessor may repossess the property. */
export const REPOSSESSION_AFTER_DAYS = 90;

/** The agreement's governing law (its governing-law clause names Indiana). */
export const GOVERNING_STATE = 'IN';

export interface StateLateFeeLimit {
  /** No fee while a payment is at most this many days late. */
  graceDays: number;
  /** Once per payment: the most charged in all for one payment. Otherwise: the most for each fee of the schedule. */
  maxFeeCents: number;
  /** One late fee per payment, however long it stays unpaid. */
  oncePerPayment: boolean;
  /** The statute, as the agreement cites it. */
  law: string;
}

/** Each state's limit on late fees of a monthly rental-purchase agreement, keyed by US state code. */
export const STATE_LATE_FEE_LIMITS: Readonly<Record<string, StateLateFeeLimit>> = {
  IN: { graceDays: 5, maxFeeCents: 800, oncePerPayment: true, law: 'Indiana Code 24-7-5-5' },
};

/** What one payment late by `daysLate` days has cost under the spec's schedule alone, in cents (the fees add up). */
export function lateFeesCents(daysLate: number): number {
  return LATE_FEES.filter((fee) => daysLate >= fee.daysLate).reduce((total, fee) => total + fee.feeCents, 0);
}

/** The state's limit, or undefined where none is known (then the schedule applies as it is). */
export function lateFeeLimitOf(state: string): StateLateFeeLimit | undefined {
  return STATE_LATE_FEE_LIMITS[state.trim().toUpperCase()];
}

/** The schedule with each fee held to the state's per-fee limit (a once-per-payment state charges a single fee). */
export function cappedSchedule(limit: StateLateFeeLimit): LateFee[] {
  return LATE_FEES.map((fee) => ({ daysLate: Math.max(fee.daysLate, limit.graceDays + 1), feeCents: Math.min(fee.feeCents, limit.maxFeeCents) }));
}

/** The single fee of a once-per-payment state: its limit, never more than the whole schedule would charge. */
export function singleLateFeeCents(limit: StateLateFeeLimit): number {
  return Math.min(limit.maxFeeCents, lateFeesCents(Number.POSITIVE_INFINITY));
}

/**
 * The most one payment may have cost in late fees by `daysLate` days late, in the given state: the lower of what the
 * signed schedule charges by then and what the law allows by then. Indiana allows $8 after 5 days, but the schedule
 * charges nothing before 30 days, so nothing is charged before day 30 and $8 from then on.
 */
export function lateFeesAllowedCents(state: string, daysLate: number): number {
  const limit = lateFeeLimitOf(state);
  if (!limit) return lateFeesCents(daysLate);
  if (daysLate <= limit.graceDays) return 0;
  const byLaw = limit.oncePerPayment
    ? singleLateFeeCents(limit)
    : cappedSchedule(limit)
        .filter((fee) => daysLate >= fee.daysLate)
        .reduce((total, fee) => total + fee.feeCents, 0);
  return Math.min(lateFeesCents(daysLate), byLaw);
}

/** The first day late on which a payment is charged a late fee in the given state. */
export function firstLateFeeDay(state: string): number {
  const limit = lateFeeLimitOf(state);
  const first = LATE_FEES[0].daysLate;
  return limit ? Math.max(first, limit.graceDays + 1) : first;
}

export interface LateFeeQuestion {
  /** US state code whose law governs the agreement (GOVERNING_STATE for ours). */
  state: string;
  /** Whole days the payment has stayed unpaid after its due date; 0 or less for a payment made on time. */
  daysLate: number;
  /** Late fees already charged on this same payment, in cents. */
  alreadyChargedCents?: number;
}

/**
 * The late fee to charge now on one payment, in cents: the lower of the schedule and the state's limit by now
 * (Indiana: one $8 fee at 30 days instead of $25/$35/$50 from 30 days) less what this payment was already charged,
 * never below 0. Nothing within the grace days,
 * nothing on a payment made on time, never more than the limit in all for one payment.
 */
export function lateFeeDue({ state, daysLate, alreadyChargedCents = 0 }: LateFeeQuestion): number {
  if (!Number.isInteger(daysLate)) throw new RangeError(`Days late must be a whole number, not ${daysLate}`);
  if (!Number.isInteger(alreadyChargedCents) || alreadyChargedCents < 0) {
    throw new RangeError(`The fees already charged must be whole cents of 0 or more, not ${alreadyChargedCents}`);
  }
  if (daysLate <= 0) return 0;
  return Math.max(0, lateFeesAllowedCents(state, daysLate) - alreadyChargedCents);
}
