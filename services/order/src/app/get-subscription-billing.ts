import { notFound, type Clock } from '@rto/kit';
import type { BillingMoneyClient, OrderMoney } from '../adapters/billing-money.client';
import type { OrderRecord, OrderRepository } from '../store/order.repository';

export interface GetSubscriptionBillingDeps {
  orders: Pick<OrderRepository, 'findById'>;
  billing: Pick<BillingMoneyClient, 'orderMoney'>;
  clock: Clock;
}

/**
 * GET /getSubscriptionBilling/:id, the money part of the admin's subscription details (issue 22, item 7): the
 * order's invoices, failures, fees, amount due and days late, as billing computed them. A placed order only, as
 * the subscriptions list shows; billing down leaves the money null (unknown), the order still answered.
 */
export function createGetSubscriptionBilling(deps: GetSubscriptionBillingDeps) {
  const { orders, billing, clock } = deps;

  return async (id: string): Promise<{ order: OrderRecord; money: OrderMoney | null; generatedAt: Date }> => {
    const order = await orders.findById(id);
    if (!order?.placedAt) throw notFound('Subscription not found');
    return { order, money: await billing.orderMoney(order.id), generatedAt: clock.now() };
  };
}

export type GetSubscriptionBilling = ReturnType<typeof createGetSubscriptionBilling>;
