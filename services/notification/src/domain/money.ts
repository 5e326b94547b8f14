/** Money as customers and admins read it: integer cents in, US dollars with two decimals out (spec 9). */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 11499 -> '$114.99'; 123456 -> '$1,234.56'. */
export function formatDollars(cents: number): string {
  return usd.format(cents / 100);
}
