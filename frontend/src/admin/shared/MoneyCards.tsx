import type { MoneyFigures } from '../../api';
import { formatUsd } from '../../lib/money';
import { StatCard } from './widgets';

/** What a money card says when billing could not be asked: unknown, never $0.00. */
export const UNKNOWN = 'Unknown';
const UNKNOWN_NOTE = 'Billing could not be reached';

/** '1 order' / '3 orders'. */
export function ordersLabel(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`;
}

/**
 * "Collected this month" and "Overdue" (issue 22, item 7): the server's figures from billing, beside the spec's
 * Monthly Revenue (what the active subscriptions are worth a month). Null figures (billing down) say unknown.
 */
export function MoneyCards({ figures }: { figures: MoneyFigures }) {
  const { collectedThisMonth, overdue } = figures;
  return (
    <>
      <StatCard
        label="Collected this month"
        value={collectedThisMonth === null ? UNKNOWN : formatUsd(collectedThisMonth)}
        note={collectedThisMonth === null ? UNKNOWN_NOTE : 'Payments received this month'}
      />
      <StatCard label="Overdue" value={overdue === null ? UNKNOWN : formatUsd(overdue.amount)} note={overdue === null ? UNKNOWN_NOTE : ordersLabel(overdue.orders)} />
    </>
  );
}
