import type { OrderStatus } from './order-status';

/**
 * When a placed order's delivery address can still be given or changed (issue 21): while the order runs or waits
 * for its first payment, up to its delivery day. Pure: the caller passes today's date.
 */

export const ADDRESS_CHANGEABLE_STATUSES: readonly OrderStatus[] = ['pending', 'active', 'paused', 'overdue'];

export const ADDRESS_NOT_CHANGEABLE = 'The delivery of this order can no longer be changed';

/** Why the address can no longer be set, or null when it can. `today` is YYYY-MM-DD. */
export function addressChangeRefusal(order: { status: OrderStatus; deliveryDate: string }, today: string): string | null {
  if (!ADDRESS_CHANGEABLE_STATUSES.includes(order.status)) return ADDRESS_NOT_CHANGEABLE;
  // Dates of one format compare as text; a delivery day gone by has been delivered (or missed): support handles it.
  if (order.deliveryDate < today) return ADDRESS_NOT_CHANGEABLE;
  return null;
}
