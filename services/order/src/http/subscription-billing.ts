import { centsToDollars } from '@rto/rules';
import type { z } from 'zod';
import type { GetSubscriptionBilling } from '../app/get-subscription-billing';
import type { orderAdminContract } from './admin-contract';

type Answer = z.input<typeof orderAdminContract.getSubscriptionBilling.response>;
type SubscriptionMoney = Awaited<ReturnType<GetSubscriptionBilling>>;

/** Billing's money of one order in the public API's dollars (null stays null: unknown). */
function presentMoney(money: SubscriptionMoney['money']): Answer['billing'] {
  if (!money) return null;
  return {
    invoices: money.invoices.map(({ amountCents, lines, ...invoice }) => ({
      ...invoice,
      amount: centsToDollars(amountCents),
      lines: lines.map((line) => ({ description: line.description, amount: centsToDollars(line.amountCents) })),
    })),
    failedCount: money.failedCount,
    fees: centsToDollars(money.feesCents),
    feesDue: centsToDollars(money.feesDueCents),
    amountDue: centsToDollars(money.amountDueCents),
    daysLate: money.daysLate,
    repossessionEligible: money.repossessionEligible,
  };
}

/** GET /getSubscriptionBilling/:id's answer. */
export function presentSubscriptionBilling({ order, money, generatedAt }: SubscriptionMoney): Answer {
  return { subscriptionId: order.id, status: order.status, billing: presentMoney(money), generatedAt: generatedAt.toISOString() };
}
