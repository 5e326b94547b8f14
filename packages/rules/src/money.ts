/**
 * Money: amounts are kept and sent between services as integer cents; dollars appear only where the spec fixes a
 * field in dollars (monthly_price, the admin's monthlyTotal), so every conversion happens at that edge, here.
 */

/** Cents as the API shows them: a number of dollars (4000 -> 40, 1250 -> 12.5, 1999 -> 19.99). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** A dollar amount (a catalogue price, what a client showed) in whole cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Adds dollar amounts through whole cents, so that 0.1 + 0.2 is 0.3 and not 0.30000000000000004. */
export function sumDollars(amounts: readonly number[]): number {
  return centsToDollars(amounts.reduce((total, amount) => total + dollarsToCents(amount), 0));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Currency is USD with 2 decimals everywhere (spec 9): 11499 -> '$114.99'; 123456 -> '$1,234.56'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
