import type { DashboardOrder } from '../api';
import { visitLineOf } from './account-rules';

/** A delivered rental still running (active, overdue or paused) with no pickup booked: the customer may end it. */
export function canEndRental(order: Pick<DashboardOrder, 'status' | 'deliveryStatus' | 'returnStatus'>): boolean {
  return order.deliveryStatus === 'delivered' && order.returnStatus === null && ['active', 'overdue', 'paused'].includes(order.status);
}

/** The booked pickup as the card tells it ('Pickup Tue Dec 22, 3:00 PM'); null when none is booked. */
export function pickupLineOf(order: Pick<DashboardOrder, 'returnStatus' | 'pickupDate' | 'pickupTime'>): string | null {
  if (order.returnStatus !== 'booked' || !order.pickupDate || !order.pickupTime) return null;
  return visitLineOf('Pickup', order.pickupDate, order.pickupTime);
}
