const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Currency is USD with 2 decimals everywhere (spec 9). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** '$49.99/mo', the product card's price label. */
export function formatMonthly(amount: number): string {
  return `${formatUsd(amount)}/mo`;
}

/**
 * Adds money amounts without binary floating-point drift (0.1 + 0.2), by summing whole cents.
 */
export function sumMoney(amounts: readonly number[]): number {
  const cents = amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);
  return cents / 100;
}
