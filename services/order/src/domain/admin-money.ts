/**
 * The admin's money figures (issue 22, item 7) as the dashboard and analytics show them, from billing's answer in
 * integer cents: dollars only here. Billing missing leaves them null, which the screens show as unknown, never 0.
 */
import { centsToDollars } from '@rto/rules';

export interface StoreMoneyCents {
  collectedThisMonthCents: number;
  overdueCents: number;
  overdueOrders: number;
}

export interface MoneyFigures {
  /** Dollars paid in the store's current month (invoices paid then, whatever month they were for). */
  collectedThisMonth: number | null;
  /** Dollars unpaid now and how many orders owe them. */
  overdue: { amount: number; orders: number } | null;
}

export function moneyFigures(money: StoreMoneyCents | null): MoneyFigures {
  if (!money) return { collectedThisMonth: null, overdue: null };
  return {
    collectedThisMonth: centsToDollars(money.collectedThisMonthCents),
    overdue: { amount: centsToDollars(money.overdueCents), orders: money.overdueOrders },
  };
}
