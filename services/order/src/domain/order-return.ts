/**
 * Ending a rental by giving the goods back (issue 23, item 3): month to month, no fee. A pickup is booked (by the
 * customer, or by an admin for an order eligible for repossession), then an admin marks the goods returned and the
 * order completes. Rent is owed until then: the customer holds the goods. Pure rules: no I/O.
 */
import type { DeliveryState } from './delivery';
import type { OrderStatus } from './order-status';

export const RETURN_STATUSES = ['booked', 'returned'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_CONDITIONS = ['good', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export type PickupBookedBy = 'customer' | 'admin';

export interface ReturnState {
  /** null: no pickup booked. */
  status: ReturnStatus | null;
  pickupDate: string | null;
  pickupTime: string | null;
  bookedBy: PickupBookedBy | null;
  returnedAt: Date | null;
  condition: ReturnCondition | null;
  note: string | null;
}

export const NOT_DELIVERED = 'This order has not been delivered yet';
export const NOT_LIVE = 'This rental has ended';
export const PICKUP_BOOKED = 'A pickup is already booked for this order';
export const RETURNED_ALREADY = 'This order was returned already';
export const NOT_ELIGIBLE = 'This order is not eligible for repossession (more than 90 days late)';

/** A rental the customer still holds and pays for. */
const LIVE: readonly OrderStatus[] = ['active', 'overdue', 'paused'];
/** A rental that is over (or never started). */
const ENDED: readonly OrderStatus[] = ['completed', 'cancelled'];

/** The one scheduling visit id of an order's pickup: a repeat of the booking finds the same visit. */
export const pickupVisitId = (orderId: string): string => `pickup-${orderId}`;

/** The final invoice billing writes when the goods are back (its id is known before billing writes it). */
export const finalInvoiceIdOf = (orderId: string): string => `final-${orderId}`;

export function returnStateOf(stored: {
  returnStatus?: string | null;
  pickupDate?: string | null;
  pickupTime?: string | null;
  pickupBookedBy?: string | null;
  returnedAt?: Date | null;
  returnCondition?: string | null;
  returnNote?: string | null;
}): ReturnState {
  const status = (RETURN_STATUSES as readonly string[]).includes(stored.returnStatus ?? '') ? (stored.returnStatus as ReturnStatus) : null;
  return {
    status,
    pickupDate: stored.pickupDate ?? null,
    pickupTime: stored.pickupTime ?? null,
    bookedBy: stored.pickupBookedBy === 'admin' || stored.pickupBookedBy === 'customer' ? stored.pickupBookedBy : null,
    returnedAt: stored.returnedAt ?? null,
    condition: (RETURN_CONDITIONS as readonly string[]).includes(stored.returnCondition ?? '') ? (stored.returnCondition as ReturnCondition) : null,
    note: stored.returnNote ?? null,
  };
}

type Returnable = { status: OrderStatus; delivery: DeliveryState; return: ReturnState };

/** Why a pickup cannot be booked for the order now, or null when it can. */
export function pickupRefusal(order: Returnable): string | null {
  if (order.return.status === 'returned') return RETURNED_ALREADY;
  const refusal = liveRefusal(order);
  if (refusal) return refusal;
  if (order.return.status === 'booked') return PICKUP_BOOKED;
  return null;
}

/**
 * Why the order cannot be marked returned now, or null when it can. Marked returned already is the caller's "same
 * answer". A delivered live order may be marked returned with or without a booked pickup (the crew may collect it
 * at another visit).
 */
export function returnRefusal(order: Returnable): string | null {
  if (order.return.status === 'returned') return null;
  return liveRefusal(order);
}

/** A delivered rental still running, or why not: ended, or its goods not brought yet (a pending order included). */
function liveRefusal(order: Returnable): string | null {
  if (ENDED.includes(order.status)) return NOT_LIVE;
  if (order.delivery.status !== 'delivered' || !LIVE.includes(order.status)) return NOT_DELIVERED;
  return null;
}
