import { DomainError, type Logger } from '@rto/kit';
import type { SchedulingClient } from '../adapters/scheduling.client';
import type { FiguresCache } from '../store/figures-cache';
import type { OrderDelivery } from '../store/order-delivery';
import type { OrderRecord } from '../store/order.repository';
import { ORDER_NOT_FOUND } from './mark-delivered';

export interface MarkMissedDeps {
  delivery: Pick<OrderDelivery, 'markMissed'>;
  scheduling: Pick<SchedulingClient, 'release'>;
  /** The admin's list pages and figures kept for a moment: cleared, so the missed visit shows at once. */
  adminViews: Pick<FiguresCache, 'clear'>;
  logger: Logger;
}

/**
 * PATCH /markMissed/{orderId} (the admin): nobody was home. The visit is missed with `order.delivery-missed` in the
 * same write (the customer is told and asked to pick a new time), then the slot is freed for others. Marked again it
 * answers the same order and frees the slot again (scheduling's release is idempotent), so a repeat after a failed
 * release finishes the job.
 */
export function createMarkMissed({ delivery, scheduling, adminViews, logger }: MarkMissedDeps) {
  return async (orderId: string, note: string): Promise<OrderRecord> => {
    const outcome = await delivery.markMissed(orderId, note);
    if (!outcome) throw new DomainError('not-found', ORDER_NOT_FOUND);
    if (outcome.changed) adminViews.clear();
    await scheduling.release(orderId);
    if (outcome.changed) logger.info({ orderId }, 'delivery missed: slot released');
    return outcome.order;
  };
}

export type MarkMissed = ReturnType<typeof createMarkMissed>;
