/** 'YYYY-MM' as a chart axis reads it: 'Jun 2030'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** A chart with only zeros has nothing to show: its empty message is shown instead. */
export function hasData(values: readonly number[]): boolean {
  return values.some((value) => value > 0);
}

export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
