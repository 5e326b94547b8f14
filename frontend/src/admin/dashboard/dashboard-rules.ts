import type { StatChange } from '../../api';

/** The dashboard reloads itself every 5 minutes (spec 9). */
export const AUTO_REFRESH_MS = 300_000;

/** What a figure that had nothing at the start of the month says instead of a percentage of nothing. */
export const NEW_THIS_MONTH = 'New this month';

/** The subscriptions list filtered to the paused ones (its status filter read from the address). */
export const PAUSED_SUBSCRIPTIONS_PATH = '/admin/subscriptions?status=paused';

/**
 * A stat card's change label, computed on the server (this month against last; the spec's were fixed): '+12.5%' or
 * '-5%', so that the card colours it green when it starts with + and red otherwise (spec 2.13). No change is '+0%';
 * a figure that had nothing then is 'New this month' (not '+100%'), and nothing then and now has no label.
 */
export function changeLabel(change: StatChange | undefined): string | null {
  if (!change) return null;
  if (change.previous === 0) return change.current === 0 ? null : NEW_THIS_MONTH;
  const percent = Math.round(change.percent * 10) / 10;
  return `${percent >= 0 ? '+' : ''}${percent}% from last month`;
}

/** A stat card's change props: the label, green for 'New this month' as for a rise. */
export function changeProps(change: StatChange | undefined): { change: string | null; changeUp?: boolean } {
  const label = changeLabel(change);
  return label === NEW_THIS_MONTH ? { change: label, changeUp: true } : { change: label };
}

/** The Available Inventory card's note: how many of its products are low on stock (2 or fewer units on the shelf). */
export function lowStockNote(stats: { lowStockItems: number }): string | undefined {
  return stats.lowStockItems > 0 ? `${stats.lowStockItems} low on stock` : undefined;
}

export interface Warning {
  text: string;
  /** Where the admin deals with it, when a screen lists exactly those. */
  link?: { to: string; label: string };
}

export function warnings(stats: { pausedSubscriptions: number; maintenanceItems: number }): Warning[] {
  const found: Warning[] = [];
  if (stats.pausedSubscriptions > 0) {
    found.push({ text: `${stats.pausedSubscriptions} paused subscription(s) need attention`, link: { to: PAUSED_SUBSCRIPTIONS_PATH, label: 'View paused subscriptions' } });
  }
  if (stats.maintenanceItems > 0) found.push({ text: `${stats.maintenanceItems} item(s) in maintenance` });
  return found;
}
