import { DomainError, type Clock, type Logger } from '@rto/kit';
import { pickupVisitId, type ReturnCondition } from '../domain/order-return';
import type { FiguresCache } from '../store/figures-cache';
import type { OrderReturn } from '../store/order-return';
import type { OrderRecord } from '../store/order.repository';
import type { PickupScheduling } from './book-pickup';
import type { CancelOpenTickets } from './cancel-open-tickets';
import { ORDER_NOT_FOUND } from './mark-delivered';

export interface MarkReturnedDeps {
  returns: Pick<OrderReturn, 'markReturned'>;
  scheduling: Pick<PickupScheduling, 'releaseVisit'>;
  /** The rental's open repair tickets: closed as cancelled, their visits released (one a pickup's booking missed). */
  cancelTickets: CancelOpenTickets;
  /** The admin's list pages and figures kept for a moment: cleared, so the completed order shows at once. */
  adminViews: Pick<FiguresCache, 'clear'>;
  logger: Logger;
  clock: Clock;
}

/**
 * PATCH /markReturned/{orderId} (the admin): the goods are back. The order completes with `order.returned` in the
 * same write (billing ends the subscription and writes the final invoice, catalog takes the units back), then the
 * pickup visit is done and leaves the crew's calendar, and each open repair ticket (booked or visited) has its visit
 * released, then is closed as cancelled with `repair.updated` in that write. Marked again (or twice at once) it
 * answers the same order, tells nothing twice, and does the rest again (releases are idempotent at scheduling, a
 * ticket closed already is not found open), so a repeat finishes what a crash or a failed call left half-done.
 */
export function createMarkReturned({ returns, scheduling, cancelTickets, adminViews, logger, clock }: MarkReturnedDeps) {
  return async (orderId: string, visit: { condition: ReturnCondition; note: string }): Promise<OrderRecord> => {
    const outcome = await returns.markReturned(orderId, visit, clock.now());
    if (!outcome) throw new DomainError('not-found', ORDER_NOT_FOUND);
    if (outcome.changed) adminViews.clear();
    // Marked without a pickup booked (collected at another visit), the release finds none: as good as released.
    await scheduling.releaseVisit(pickupVisitId(orderId));
    await cancelTickets(outcome.order.id);
    if (outcome.changed) logger.info({ orderId, condition: visit.condition }, 'order returned: completed');
    return outcome.order;
  };
}

export type MarkReturned = ReturnType<typeof createMarkReturned>;
