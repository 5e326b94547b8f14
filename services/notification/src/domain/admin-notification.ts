/** What the admin notification feed says (spec 2.18, 3 Notification). Pure: no I/O. */

export const NOTIFICATION_TYPES = ['payment', 'delivery', 'maintenance', 'user'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export interface AdminNotification {
  type: NotificationType;
  priority: NotificationPriority;
  message: string;
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
