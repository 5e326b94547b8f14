/**
 * The delivery visit of an order (issue 23, item 1), beside its status (whose values do not change): scheduled until
 * an admin marks it delivered (the rental's term starts then) or missed (its slot is freed and the customer picks a
 * new time). Pure rules: no I/O.
 */
import type { OrderStatus } from './order-status';

export const DELIVERY_STATUSES = ['scheduled', 'delivered', 'missed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryState {
  status: DeliveryStatus;
  /** When it was marked delivered; null before. */
  deliveredAt: Date | null;
  technician: string | null;
  /** The admin's note of the visit (delivered or missed). */
  note: string | null;
}

export const DELIVERY_NOT_PAID = 'Only a placed and paid order can be delivered';
export const DELIVERED_ALREADY = 'This order was delivered already';

/** The order's first payment is paid and it has not ended: its goods may be brought (or the visit missed). */
const VISITABLE: readonly OrderStatus[] = ['active', 'paused', 'overdue'];

export function deliveryStateOf(stored: { deliveryStatus?: string | null; deliveredAt?: Date | null; deliveryTechnician?: string | null; deliveryNote?: string | null }): DeliveryState {
  const status = (DELIVERY_STATUSES as readonly string[]).includes(stored.deliveryStatus ?? '') ? (stored.deliveryStatus as DeliveryStatus) : 'scheduled';
  return { status, deliveredAt: stored.deliveredAt ?? null, technician: stored.deliveryTechnician ?? null, note: stored.deliveryNote ?? null };
}

/**
 * Why the visit cannot be marked `to` (delivered, missed) or rescheduled now, or null when it can. Marking it what
 * it already is is the caller's "same answer", not a refusal.
 */
export function deliveryChangeRefusal(order: { status: OrderStatus; placedAt: Date | null; delivery: DeliveryState }, to: 'delivered' | 'missed' | 'rescheduled'): string | null {
  if (order.delivery.status === 'delivered') return to === 'delivered' ? null : DELIVERED_ALREADY;
  if (!order.placedAt || !VISITABLE.includes(order.status)) return DELIVERY_NOT_PAID;
  return null;
}
