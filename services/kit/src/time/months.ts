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
