/**
 * The admin's figures (spec 3, 9) from counts the stores answered: no I/O here. Money in integer cents until it is
 * shown; percentages with one decimal.
 */

import { centsToDollars, percentChange, RENTABLE_STOCK_STATUSES } from '@rto/rules';
import type { OrderStatus } from './order-status';

/** Per status: how many placed orders, their monthly totals, and the same for those placed before each boundary. */
export interface StatusFigures {
  count: number;
  monthlyCents: number;
  countBefore: number[];
  monthlyCentsBefore: number[];
}

/** How many months the analytics charts show (spec 9). */
export const ANALYTICS_MONTHS = 6;
/** How many categories and delivery places the analytics rank. */
export const ANALYTICS_TOP = 5;

/** Subscriptions that started (their first payment was taken): what rentals and categories count. */
export const STARTED_STATUSES: readonly OrderStatus[] = ['active', 'paused', 'overdue', 'completed'];

const NONE: StatusFigures = { count: 0, monthlyCents: 0, countBefore: [], monthlyCentsBefore: [] };

/** The figures of one status, zero when no order is in it. */
export const figuresOf = (figures: ReadonlyMap<OrderStatus, StatusFigures>, status: OrderStatus): StatusFigures => figures.get(status) ?? NONE;

export const totalOrders = (figures: ReadonlyMap<OrderStatus, StatusFigures>): number => [...figures.values()].reduce((sum, each) => sum + each.count, 0);

/** `{ current, previous, percent }` of a figure now and at the start of the month. */
export function changeOf(current: number, previous: number) {
  return { current, previous, percent: percentChange(current, previous) };
}

/**
 * The products an order may take now, of catalog's counts by stock status: 'available' and 'low' (2 or fewer units
 * on the shelf, the storefront's "Low stock" note), both rentable; the dashboard's Available Inventory.
 */
export const rentableProducts = (byStatus: Readonly<Record<string, number>> | undefined): number =>
  RENTABLE_STOCK_STATUSES.reduce((sum, status) => sum + (byStatus?.[status] ?? 0), 0);

/** The name the admin rows show (spec 3): the name, else the e-mail, else 'Unknown User'. */
export function displayName(customer: { name: string; email: string } | undefined): string {
  return customer?.name.trim() || customer?.email.trim() || 'Unknown User';
}

/** `part` of `total` in percent, one decimal; 0 of nothing. */
const shareOf = (part: number, total: number): number => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);

/** Churn (spec 9): the cancelled share of the placed orders, in percent. */
export function churnRate(cancelled: number, total: number): number {
  return shareOf(cancelled, total);
}

/** Average lifetime value (spec 9): monthly revenue per active user, times 12, in dollars. */
export function averageLtv(monthlyRevenueCents: number, activeUsers: number): number {
  return activeUsers === 0 ? 0 : centsToDollars(Math.round((monthlyRevenueCents / activeUsers) * 12));
}

/** Each category's share of the rentals, the largest `count` first (ties by name). */
export function categoryShare(rentals: ReadonlyArray<{ category: string; rentals: number }>, count: number) {
  const total = rentals.reduce((sum, each) => sum + each.rentals, 0);
  return [...rentals]
    .sort((a, b) => b.rentals - a.rentals || a.category.localeCompare(b.category))
    .slice(0, count)
    .map((each) => ({ ...each, percent: shareOf(each.rentals, total) }));
}

/** The users at each month's end, from the sign-ups per month and those who signed up before the first. */
export function userGrowth(signups: ReadonlyArray<{ month: string; newUsers: number }>, registeredBefore: number) {
  let totalUsers = registeredBefore;
  return signups.map(({ month, newUsers }) => {
    totalUsers += newUsers;
    return { month, newUsers, totalUsers };
  });
}

/** A customer as the admin's screens name them (identity's answer). */
export interface CustomerName {
  name: string;
  email: string;
}
