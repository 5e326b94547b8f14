import type { Logger } from '@rto/kit';
import { pickupVisitId } from '../domain/order-return';
import type { OrderOwnership } from '../store/order-ownership';
import type { PickupScheduling } from './book-pickup';

export interface OwnRentalDeps {
  ownership: Pick<OrderOwnership, 'completeAsOwned'>;
  scheduling: Pick<PickupScheduling, 'releaseVisit'>;
  logger: Logger;
}

/**
 * billing completed an order's rental as owned (its last payment, or its early payoff): the order is completed with
 * `ownedAt`, so it leaves the current orders, and a pickup booked to end the rental (by the customer, or an admin's
 * repossession) is dropped and its visit leaves the crew's calendar: the crew would otherwise call to take goods the
 * customer now owns, and nothing could clear the visit, since a completed order can no longer be marked returned.
 * The visit is released every time the event is heard (idempotent at scheduling, and as good as released when none
 * was booked), so a repeat after a failed release finishes the job.
 */
export function createOwnRental({ ownership, scheduling, logger }: OwnRentalDeps) {
  return async (orderId: string, owned: { ownedAt: Date; finalInvoiceId: string | null }, handling: { handledKey: string }): Promise<void> => {
    const changed = await ownership.completeAsOwned(orderId, owned, handling);
    await scheduling.releaseVisit(pickupVisitId(orderId));
    if (changed) logger.info({ orderId }, 'rental owned: order completed, any pickup dropped');
  };
}

export type OwnRental = ReturnType<typeof createOwnRental>;
