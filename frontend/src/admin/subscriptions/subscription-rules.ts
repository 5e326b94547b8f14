import type { AdminOrder } from '../../api';
import { sumDollars as sumMoney } from '@rto/rules';

/** Subscriptions page size (spec 9), and the sizes the select offers with it. */
export const SUBSCRIPTIONS_PAGE_SIZE = 8;
export const SUBSCRIPTION_PAGE_SIZES = [5, 8, 10, 25, 50, 100] as const;

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

type Row = Pick<AdminOrder, 'items' | 'comboItem' | 'itemCount'>;

/** A combo set's line: its name and the dryer plug chosen. */
export function comboLabel(combo: AdminOrder['comboItem'][number]): string {
  return combo.plugType ? `${combo.name} (${combo.plugType})` : combo.name;
}

/**
 * The Items column (spec 2.15, 9): the first 2 items, then the first combo set's plug when that set is not already
 * among them, then '+N more' for every other item.
 */
export function itemsColumn(order: Row): { names: string[]; more: number } {
  const firstItems = order.items.slice(0, 2);
  const names = firstItems.map((item) => item.name);
  const combo = order.comboItem[0];
  let shownItems = firstItems.length;
  if (combo) {
    const alreadyShown = firstItems.some((item) => item._id === combo._id);
    names.push(comboLabel(combo));
    if (!alreadyShown && order.items.some((item) => item._id === combo._id)) shownItems += 1;
  }
  return { names, more: Math.max(0, order.itemCount - shownItems) };
}

/** The details modal's breakdown: regular items, combo sets, and the monthly total. */
export function priceBreakdown(order: Pick<AdminOrder, 'items' | 'comboItem' | 'monthlyTotal'>) {
  const comboIds = new Set(order.comboItem.map((combo) => combo._id));
  const isCombo = (item: AdminOrder['items'][number]) => comboIds.has(item._id) || item.category === 'combo';
  const regular = sumMoney(order.items.filter((item) => !isCombo(item)).map((item) => item.monthly_price));
  const combo = sumMoney([...order.items.filter(isCombo).map((item) => item.monthly_price), ...order.comboItem.map((entry) => entry.monthly_price)]);
  return { regular, combo, monthly: order.monthlyTotal };
}

/** 'lat, lng' of the delivery place, or null when the order has none. */
export function coordinates(order: Pick<AdminOrder, 'location'>): string | null {
  const point = order.location[0];
  return point ? `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}` : null;
}

/** Pause for active, Resume for paused (spec 4); no action for any other status. */
export function nextStatus(status: AdminOrder['status']): 'paused' | 'active' | null {
  if (status === 'active') return 'paused';
  if (status === 'paused') return 'active';
  return null;
}

/** What the server names a customer it could not name (spec 3). */
export const UNKNOWN_USER = 'Unknown User';

/**
 * The row after a pause or resume: the server's answer, keeping the customer's name the row showed when the answer
 * could not name them (identity did not answer in time: the change stands, the customer still exists).
 */
export function rowAfterToggle(row: AdminOrder, answer: AdminOrder): AdminOrder {
  const unnamed = answer.userName === UNKNOWN_USER && row.userId === answer.userId && row.userName !== UNKNOWN_USER;
  return unnamed ? { ...answer, userName: row.userName, userEmail: row.userEmail } : answer;
}

/**
 * The Delivery Date and Delivery Time columns: the slot the order holds, or, for a missed visit, that it was missed
 * and waits for the customer's new time. Scheduling freed the missed slot (another order may hold it now), so a crew
 * planning from the list must not read it as an appointment.
 */
export function deliveryColumns(order: Pick<AdminOrder, 'deliveryStatus' | 'deliveryDate' | 'deliveryTime'>, formatDate: (date: string) => string): { date: string; time: string } {
  if (order.deliveryStatus === 'missed') return { date: `Missed ${formatDate(order.deliveryDate)}`, time: 'Awaiting a new time' };
  return { date: formatDate(order.deliveryDate), time: order.deliveryTime };
}
