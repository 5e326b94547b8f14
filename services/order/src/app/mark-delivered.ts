import { DomainError, type Clock } from '@rto/kit';
import type { FiguresCache } from '../store/figures-cache';
import type { OrderDelivery } from '../store/order-delivery';
import type { OrderRecord } from '../store/order.repository';

export const ORDER_NOT_FOUND = 'Order not found';

export interface MarkDeliveredDeps {
  delivery: Pick<OrderDelivery, 'markDelivered'>;
  /** The admin's list pages and figures kept for a moment: cleared, so the delivered order shows at once. */
  adminViews: Pick<FiguresCache, 'clear'>;
  clock: Clock;
}

/**
 * PATCH /markDelivered/{orderId} (the admin): the goods are in the customer's home. `order.delivered` goes in the
 * same write (billing starts the term from it). Only a placed and paid order whose visit is scheduled or missed;
 * marked again (or twice at once) it answers the same order and tells nothing twice.
 */
export function createMarkDelivered({ delivery, adminViews, clock }: MarkDeliveredDeps) {
  return async (orderId: string, visit: { technician: string; note: string }): Promise<OrderRecord> => {
    const outcome = await delivery.markDelivered(orderId, visit, clock.now());
    if (!outcome) throw new DomainError('not-found', ORDER_NOT_FOUND);
    if (outcome.changed) adminViews.clear();
    return outcome.order;
  };
}

export type MarkDelivered = ReturnType<typeof createMarkDelivered>;
