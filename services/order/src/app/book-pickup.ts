import { DomainError, type Logger } from '@rto/kit';
import type { SchedulingClient, VisitOutcome } from '../adapters/scheduling.client';
import { PICKUP_BOOKED, pickupRefusal, pickupVisitId, type PickupBookedBy } from '../domain/order-return';
import type { FiguresCache } from '../store/figures-cache';
import type { OrderReturn } from '../store/order-return';
import type { OrderRecord } from '../store/order.repository';
import type { CancelOpenTickets } from './cancel-open-tickets';

/** What the pickup needs of scheduling (its visits: one crew's calendar for deliveries, repairs and pickups). */
export type PickupScheduling = Pick<SchedulingClient, 'claimVisit' | 'releaseVisit' | 'visitOf'>;

export interface BookPickupDeps {
  returns: Pick<OrderReturn, 'pickupBooked' | 'placedOrder'>;
  scheduling: PickupScheduling;
  /** The goods are going back: a repair booked before is cancelled (none can be booked after: domain/repair.ts). */
  cancelTickets: CancelOpenTickets;
  /** The admin's list pages kept for a moment: cleared, so the pickup shows in this instance's next page. */
  adminViews: Pick<FiguresCache, 'clear'>;
  logger: Logger;
}

export interface PickupSlot {
  pickupDate: string;
  pickupTime: string;
}

/**
 * Books the pickup of an order already found (the customer's own, or one an admin may repossess), shared by both
 * paths. The visit is claimed at scheduling first (its id names the order, so a repeat or a request at the same
 * time finds the same visit: 200 for the same slot, 409 for another), then the order carries it with
 * `order.return-booked` in the same write. Should that write be refused (a pickup booked by the request at the
 * same time, the rental ended meanwhile), the visit is released unless the order holds it, so no visit is left
 * without its order.
 */
export function createBookPickup({ returns, scheduling, cancelTickets, adminViews, logger }: BookPickupDeps) {
  /**
   * Claims the pickup visit. Refused with 409 while the order has no pickup, the visit is one a crash left held
   * (claimed, then the order never written): it is released and claimed again, once. True when it was.
   */
  async function claim(order: OrderRecord, slot: PickupSlot): Promise<{ outcome: VisitOutcome; recovered: boolean }> {
    const visit = { visitId: pickupVisitId(order.id), kind: 'pickup' as const, orderId: order.id, customerId: order.user, visitDate: slot.pickupDate, visitTime: slot.pickupTime };
    const outcome = await scheduling.claimVisit(visit);
    if (outcome.claimed || outcome.status !== 409) return { outcome, recovered: false };
    // A 409 for a slot another visit holds is scheduling's to answer; only this visit holding a slot is recovered.
    const held = await scheduling.visitOf(visit.visitId);
    if (held?.booking.status !== 'active' || (await returns.placedOrder(order.id))?.return.status !== null) return { outcome, recovered: false };
    logger.warn({ orderId: order.id }, 'pickup visit held without the order carrying it: released and claimed again');
    await scheduling.releaseVisit(visit.visitId);
    return { outcome: await scheduling.claimVisit(visit), recovered: true };
  }

  /**
   * The order's write was refused after a recovery: another request booked the pickup meanwhile, and the release
   * above may have let go of its visit. The order's own slot is claimed back, so the calendar shows what it carries.
   */
  async function giveBack(order: OrderRecord | null, visitId: string): Promise<void> {
    const { pickupDate, pickupTime } = order?.return ?? {};
    if (!order || order.return.status !== 'booked' || !pickupDate || !pickupTime) return;
    await scheduling.releaseVisit(visitId);
    await scheduling.claimVisit({ visitId, kind: 'pickup', orderId: order.id, customerId: order.user, visitDate: pickupDate, visitTime: pickupTime });
  }

  return async (order: OrderRecord, slot: PickupSlot, bookedBy: PickupBookedBy): Promise<OrderRecord> => {
    const refusal = pickupRefusal(order);
    if (refusal) throw new DomainError('conflict', refusal);
    const visitId = pickupVisitId(order.id);
    const { outcome: claimed, recovered } = await claim(order, slot);
    if (!claimed.claimed) {
      // The visit already holds another slot: a pickup booked by a request at the same time.
      const now = await returns.placedOrder(order.id);
      if (claimed.status === 409 && now?.return.status === 'booked') throw new DomainError('conflict', PICKUP_BOOKED);
      throw new DomainError(claimed.status === 422 ? 'unprocessable' : 'conflict', claimed.error);
    }
    try {
      const booked = await returns.pickupBooked(order.id, { ...slot, bookedBy });
      if (!booked) throw new DomainError('not-found', 'Order not found');
      adminViews.clear();
      logger.info({ orderId: order.id, bookedBy, ...slot }, 'pickup booked');
      // A technician would otherwise still call at goods about to be collected (and might even replace them). One
      // left open by a failure here is cancelled when the goods are marked returned.
      await cancelTickets(order.id).catch((error: unknown) => logger.warn({ err: error, orderId: order.id }, 'repair tickets of a returning rental not cancelled yet'));
      return booked;
    } catch (error) {
      const now = await returns.placedOrder(order.id).catch(() => null);
      const unheld = (release: unknown) => logger.warn({ err: release, orderId: order.id }, 'pickup visit not released');
      if (now?.return.status !== 'booked') await scheduling.releaseVisit(visitId).catch(unheld);
      else if (recovered && (now.return.pickupDate !== slot.pickupDate || now.return.pickupTime !== slot.pickupTime)) await giveBack(now, visitId).catch(unheld);
      throw error;
    }
  };
}

export type BookPickup = ReturnType<typeof createBookPickup>;
