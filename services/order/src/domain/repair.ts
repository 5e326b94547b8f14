/**
 * Repair tickets (issue 23, item 2): a customer books a technician for an item of their delivered, live rental; the
 * admin moves the ticket on (booked -> visited -> fixed or replaced); the rental's return cancels it. Pure rules: no I/O.
 */
import type { RepairStatus } from '@rto/contracts';
import type { DeliveryState } from './delivery';
import type { OrderStatus } from './order-status';

/**
 * `requested` is the ticket written before its visit is booked: it holds the item's one open ticket while
 * scheduling is asked, and nobody sees it. The others are the issue's.
 */
export type TicketStatus = 'requested' | RepairStatus;

export const TICKET_NOT_FOUND = 'Ticket not found';
export const ITEM_NOT_FOUND = 'This order has no such item';
export const NOT_DELIVERED = 'A technician can be booked once the order is delivered';
export const NOT_LIVE = 'This rental has ended: a technician can be booked only for a rental that is still running';
export const OPEN_TICKET = 'A repair is already booked for this item';
export const TICKET_CLOSED = 'This ticket is closed';
export const PICKUP_BOOKED = 'A pickup is booked for this rental: the goods are going back, so a technician can no longer be booked';
/** The note of a ticket the rental's return closed (cancelled). */
export const RETURN_CANCELS_TICKET = 'Cancelled: the rental is being returned';
export const VISIT_FIRST = 'A ticket is marked visited only while its visit is booked';

/** A rental still running (not pending, cancelled or completed). */
const LIVE: readonly OrderStatus[] = ['active', 'paused', 'overdue'];

/** Why a technician cannot be booked for this order now (a 409), or null when one can. */
export function repairRefusal(order: { status: OrderStatus; delivery: DeliveryState; return: { status: string | null } }): string | null {
  if (!LIVE.includes(order.status)) return NOT_LIVE;
  if (order.delivery.status !== 'delivered') return NOT_DELIVERED;
  if (order.return.status !== null) return PICKUP_BOOKED;
  return null;
}

/** Open tickets hold their item: a second one waits until it is fixed or replaced. */
export function isOpen(status: TicketStatus): boolean {
  return status === 'requested' || status === 'booked' || status === 'visited';
}

/**
 * Why the admin cannot move a ticket from `from` to `to` (a 409), or null when they can. Moving it to what it already
 * is is the caller's "same answer", not a refusal. The technician may fix or replace on the visit itself, so fixed
 * and replaced follow booked as well as visited.
 */
export function ticketMoveRefusal(from: TicketStatus, to: RepairStatus): string | null {
  if (from === to) return null;
  if (from === 'fixed' || from === 'replaced' || from === 'cancelled') return `${TICKET_CLOSED} (${from})`;
  if (to === 'visited' && from !== 'booked') return VISIT_FIRST;
  if (to === 'booked') return VISIT_FIRST;
  return null;
}
