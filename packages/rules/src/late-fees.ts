/**
 * The agreement's late fees (spec 9), stated once: the server writes them into the agreement it composes, and any
 * screen that names them reads them here. Cumulative: each is charged once when a payment is that many days late.
 * Money in integer cents.
 */

export interface LateFee {
  daysLate: number;
  feeCents: number;
}

export const LATE_FEES: readonly [LateFee, LateFee, LateFee] = [
  { daysLate: 30, feeCents: 2500 },
  { daysLate: 60, feeCents: 3500 },
  { daysLate: 90, feeCents: 5000 },
];

/** Beyond this many days late, the lessor may repossess the property. */
export const REPOSSESSION_AFTER_DAYS = 90;

/** What one payment late by `daysLate` days has cost in late fees, in cents (the fees add up). */
export function lateFeesCents(daysLate: number): number {
  return LATE_FEES.filter((fee) => daysLate >= fee.daysLate).reduce((total, fee) => total + fee.feeCents, 0);
}
