import { DomainError, type Clock } from '@rto/kit';
import type { OrderDelivery } from '../store/order-delivery';
import type { OrderRecord } from '../store/order.repository';

export const ORDER_NOT_FOUND = 'Order not found';

export interface MarkDeliveredDeps {
  delivery: Pick<OrderDelivery, 'markDelivered'>;
  clock: Clock;
}

/**
 * PATCH /markDelivered/{orderId} (the admin): the goods are in the customer's home. `order.delivered` goes in the
 * same write (billing starts the term from it). Only a placed and paid order whose visit is scheduled or missed;
 * marked again (or twice at once) it answers the same order and tells nothing twice.
 */
export function createMarkDelivered({ delivery, clock }: MarkDeliveredDeps) {
  return async (orderId: string, visit: { technician: string; note: string }): Promise<OrderRecord> => {
    const outcome = await delivery.markDelivered(orderId, visit, clock.now());
    if (!outcome) throw new DomainError('not-found', ORDER_NOT_FOUND);
    return outcome.order;
  };
}

export type MarkDelivered = ReturnType<typeof createMarkDelivered>;
