import { formatDollars } from './money';
import { itemLabel, type ReceiptItem } from './receipt';

/** What the admin notification feed says (spec 2.18, 3 Notification). Pure: no I/O. */

export const NOTIFICATION_TYPES = ['payment', 'delivery', 'maintenance', 'user'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export interface AdminNotification {
  type: NotificationType;
  priority: NotificationPriority;
  message: string;
  /** The names of the items it concerns (spec 2.18: each notification with its item names). */
  items?: string[];
}

interface DeliverySlot {
  orderId: string;
  deliveryDate: string;
  deliveryTime: string;
}

/** A slot taken by an order: planned work for the delivery team. */
export function deliveryBookedNotice(slot: DeliverySlot): AdminNotification {
  return { type: 'delivery', priority: 'medium', message: `Delivery booked for order ${slot.orderId} on ${slot.deliveryDate} at ${slot.deliveryTime}` };
}

/** A slot given back (the order was cancelled or moved): a planned delivery no longer happens. */
export function deliveryReleasedNotice(slot: DeliverySlot): AdminNotification {
  return { type: 'delivery', priority: 'high', message: `Delivery released for order ${slot.orderId}: ${slot.deliveryDate} at ${slot.deliveryTime} is free again` };
}

interface PlacedOrder {
  orderId: string;
  items: Array<Pick<ReceiptItem, 'name' | 'tvSize' | 'plugType'>>;
  monthlyTotalCents: number;
  todayChargeCents: number;
  deliveryDate: string;
  deliveryTime: string;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A new subscription (spec 2.18: the feed is built from orders): revenue to expect, a delivery to prepare. */
export function orderPlacedNotice(order: PlacedOrder): AdminNotification {
  return {
    type: 'payment',
    priority: 'medium',
    message:
      `New order ${order.orderId}: ${count(order.items.length, 'item')}, ${formatDollars(order.monthlyTotalCents)} per month, ` +
      `${formatDollars(order.todayChargeCents)} today; delivery ${order.deliveryDate} at ${order.deliveryTime}`,
    items: order.items.map(itemLabel),
  };
}

/** An order that will not go ahead (most often a declined card): its slot is freed, its customer told. */
export function orderCancelledNotice(order: { orderId: string; message: string }, items: string[]): AdminNotification {
  return { type: 'payment', priority: 'high', message: `Order ${order.orderId} cancelled: ${order.message}`, items };
}

/** Money that did not come in: someone has to follow up with the customer. */
export function paymentFailedNotice(payment: { userId: string; orderId?: string | undefined; amountCents: number; message: string }, items: string[]): AdminNotification {
  const what = payment.orderId ? `order ${payment.orderId}` : `customer ${payment.userId}`;
  return { type: 'payment', priority: 'high', message: `Payment of ${formatDollars(payment.amountCents)} failed for ${what}: ${payment.message}`, items };
}
