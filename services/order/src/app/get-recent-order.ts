import { DomainError } from '@rto/kit';
import type { OrderRecord, OrderRepository } from '../store/order.repository';

export interface GetRecentOrderDeps {
  orders: OrderRepository;
}

/** GET /getRecentOrder: the customer's most recent order, for the confirmation page; 404 when they have none. */
export function createGetRecentOrder(deps: GetRecentOrderDeps) {
  return async (userId: string): Promise<OrderRecord> => {
    const order = await deps.orders.recentOf(userId);
    if (!order) throw new DomainError('not-found', 'You have not placed an order yet');
    return order;
  };
}

export type GetRecentOrder = ReturnType<typeof createGetRecentOrder>;
