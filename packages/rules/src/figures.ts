/** The business figures the admin's dashboard compares month on month. */

/** The change from `previous` to `current` in percent, one decimal: 100 from nothing to something, 0 from nothing to nothing. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
