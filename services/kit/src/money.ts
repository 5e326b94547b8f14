/**
 * Money (ARCHITECTURE §8): amounts are kept as integer cents and shown as dollars with cents. Pure, for the services
 * and the SPA alike.
 */

/** Cents as the API shows them: a number of dollars (4000 -> 40, 1250 -> 12.5, 1999 -> 19.99). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** A dollar amount (a catalogue price, what a client showed) in whole cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
