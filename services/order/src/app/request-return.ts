import { DomainError } from '@rto/kit';
import type { OrderDelivery } from '../store/order-delivery';
import type { OrderRecord } from '../store/order.repository';
import type { BookPickup, PickupSlot } from './book-pickup';
import { ORDER_NOT_FOUND } from './mark-delivered';

export interface RequestReturnDeps {
  delivery: Pick<OrderDelivery, 'customerOrder'>;
  bookPickup: BookPickup;
}

/**
 * POST /requestReturn/{orderId}: the customer ends the rental of their own delivered, live order (month to month, no
 * fee) by booking a pickup. Another customer's order is not found. Rent is drafted until the goods are back.
 */
export function createRequestReturn({ delivery, bookPickup }: RequestReturnDeps) {
  return async (userId: string, orderId: string, slot: PickupSlot): Promise<OrderRecord> => {
    const order = await delivery.customerOrder(userId, orderId);
    if (!order) throw new DomainError('not-found', ORDER_NOT_FOUND);
    return bookPickup(order, slot, 'customer');
  };
}

export type RequestReturn = ReturnType<typeof createRequestReturn>;
