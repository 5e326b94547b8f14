import type { StatChange } from '../../api';

/** The dashboard reloads itself every 5 minutes (spec 9). */
export const AUTO_REFRESH_MS = 300_000;
export const RECENT_ORDERS_PAGE_SIZE = 5;

/**
 * A stat card's change label, computed on the server (this month against last; the spec's were fixed): '+12.5%' or
 * '-5%', so that the card colours it green when it starts with + and red otherwise (spec 2.13). No change is '+0%'.
 */
export function changeLabel(change: StatChange | undefined): string | null {
  if (!change) return null;
  const percent = Math.round(change.percent * 10) / 10;
  return `${percent >= 0 ? '+' : ''}${percent}% from last month`;
}

export function warnings(stats: { pausedSubscriptions: number; maintenanceItems: number }): string[] {
  const found: string[] = [];
  if (stats.pausedSubscriptions > 0) found.push(`${stats.pausedSubscriptions} paused subscription(s) need attention`);
  if (stats.maintenanceItems > 0) found.push(`${stats.maintenanceItems} item(s) in maintenance`);
  return found;
}
