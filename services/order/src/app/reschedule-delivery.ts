import { DomainError, type Logger } from '@rto/kit';
import type { SchedulingClient } from '../adapters/scheduling.client';
import { DELIVERED_ALREADY, deliveryChangeRefusal } from '../domain/delivery';
import type { OrderDelivery } from '../store/order-delivery';
import type { OrderRecord } from '../store/order.repository';
import { ORDER_NOT_FOUND } from './mark-delivered';

export interface RescheduleDeliveryDeps {
  delivery: Pick<OrderDelivery, 'customerOrder' | 'rescheduled'>;
  scheduling: Pick<SchedulingClient, 'move' | 'release'>;
  logger: Logger;
}

/**
 * PATCH /rescheduleDelivery/{orderId}: the customer moves their own order's delivery (scheduled, or missed) to
 * another slot. Scheduling checks the slot under the booking's calendar rules and lead time (422) and holds the
 * new slot in the write that frees the old one (taken: 409, the old slot kept). Another customer's order is not
 * found. The order then carries the new slot, its visit scheduled again.
 */
export function createRescheduleDelivery({ delivery, scheduling, logger }: RescheduleDeliveryDeps) {
  return async (userId: string, orderId: string, slot: { deliveryDate: string; deliveryTime: string }): Promise<OrderRecord> => {
    const order = await delivery.customerOrder(userId, orderId);
    if (!order) throw new DomainError('not-found', ORDER_NOT_FOUND);
    const refusal = deliveryChangeRefusal(order, 'rescheduled');
    if (refusal) throw new DomainError('conflict', refusal);
    const moved = await scheduling.move(orderId, { customerId: userId, ...slot });
    if (!moved.claimed) throw new DomainError(moved.status === 422 ? 'unprocessable' : 'conflict', moved.error);
    const updated = await delivery.rescheduled(orderId, slot);
    if (!updated) {
      // Marked delivered between the read and the write: the booking already moved to the new slot, which would
      // then stay taken on the crew's calendar for a visit nobody makes. The delivery itself is on the order.
      await scheduling.release(orderId).catch((error: unknown) => logger.error({ err: error, orderId }, 'a delivered order still holds the slot it was moved to: release it'));
      throw new DomainError('conflict', DELIVERED_ALREADY);
    }
    return updated;
  };
}

export type RescheduleDelivery = ReturnType<typeof createRescheduleDelivery>;
