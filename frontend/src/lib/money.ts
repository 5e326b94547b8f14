import { dollarsToCents, formatCents } from '@rto/rules';

/** Currency is USD with 2 decimals everywhere (spec 9), formatted as the services format cents. */
export function formatUsd(amount: number): string {
  return formatCents(dollarsToCents(amount));
}

/** '$49.99/mo', the product card's price label. */
export function formatMonthly(amount: number): string {
  return `${formatUsd(amount)}/mo`;
}
