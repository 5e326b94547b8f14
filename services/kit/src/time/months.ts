/** A calendar month in UTC: its 'YYYY-MM' label and where it starts and ends (the next month's start). */
export interface CalendarMonth {
  month: string;
  start: Date;
  end: Date;
}

/**
 * The last `count` calendar months in UTC up to and including the one `now` is in, oldest first: the months the
 * admin's figures are counted in (months of sign-up, of placed orders), the same in every service.
 */
export function lastMonths(now: Date, count: number): CalendarMonth[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const offset = index - (count - 1);
    const start = new Date(Date.UTC(year, month + offset, 1));
    const end = new Date(Date.UTC(year, month + offset + 1, 1));
    return { month: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`, start, end };
  });
}

/** The change from `previous` to `current` in percent, one decimal: 100 from nothing to something, 0 from nothing to nothing. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
