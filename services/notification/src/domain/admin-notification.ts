import { formatCents as formatDollars } from '@rto/rules';
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
  /** A support message's sender, as they typed it. */
  sender?: { name: string; email: string };
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
export function paymentFailedNotice(
  payment: { userId: string; orderId?: string | undefined; amountCents: number; message: string; stage?: 'card-setup' | undefined },
  items: string[],
): AdminNotification {
  // A card refused while being set up charged nothing: worth knowing (a customer stuck at checkout), not a debt.
  if (payment.stage === 'card-setup') return { type: 'payment', priority: 'medium', message: `Card refused at checkout for customer ${payment.userId}: ${payment.message}`, items };
  const what = payment.orderId ? `order ${payment.orderId}` : `customer ${payment.userId}`;
  return { type: 'payment', priority: 'high', message: `Payment of ${formatDollars(payment.amountCents)} failed for ${what}: ${payment.message}`, items };
}

/** How a customer is named in a notice: their name and address when identity told of them, else their id. */
export function customerLabel(userId: string, contact: { name: string; email: string } | null): string {
  if (!contact) return `customer ${userId}`;
  return contact.name ? `${contact.name} (${contact.email})` : contact.email;
}

/** The customer's billing was paused (by them, or by an admin suspending them): nothing is drafted now. */
export function billingPausedNotice(customer: string): AdminNotification {
  return { type: 'payment', priority: 'medium', message: `Billing paused for ${customer}: nothing is drafted until it is resumed` };
}

/** The customer's billing runs again from the next draft day. */
export function billingResumedNotice(customer: string): AdminNotification {
  return { type: 'payment', priority: 'low', message: `Billing resumed for ${customer}: drafting starts again on the next draft day` };
}

/**
 * A message to support: the admin reads it and its sender here. Shown as text by the feed's reader; whoever sent
 * it typed the name and address, so they are the sender's claim, not a verified identity.
 */
export function supportMessageNotice(message: { name: string; email: string; issue: string }): AdminNotification {
  return {
    type: 'user',
    priority: 'high',
    message: `Support message from ${message.name} (${message.email}): ${message.issue}`,
    sender: { name: message.name, email: message.email },
  };
}

/** A new customer signed up. */
export function customerRegisteredNotice(customer: { name: string; email: string }): AdminNotification {
  return { type: 'user', priority: 'low', message: `New customer: ${customer.name} (${customer.email})` };
}

interface LoginAttack {
  email: string;
  userId: string | null;
  clientAddress: string;
  failures: number;
  windowSeconds: number;
}

/** '900' -> '15 minutes', '3600' -> '1 hour', '45' -> '45 seconds'. */
function spanOf(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return count(seconds / 3600, 'hour');
  if (seconds >= 60 && seconds % 60 === 0) return count(seconds / 60, 'minute');
  return count(seconds, 'second');
}

/**
 * Log-ins to one account keep failing (identity's login.attack.detected): the owner is not locked out any more, so
 * the admins are the ones to know and act. The spec's types have no 'security': it is a 'user' notice, high. The
 * address is the one typed at the log-in (shown as text); without an account it is someone guessing at it.
 */
export function loginAttackNotice(attack: LoginAttack): AdminNotification {
  const target = attack.userId ? `account ${attack.email}` : `${attack.email} (no account has this address)`;
  return {
    type: 'user',
    priority: 'high',
    message: `Account under attack: ${count(attack.failures, 'failed log-in')} to ${target} within ${spanOf(attack.windowSeconds)}, the last from ${attack.clientAddress}`,
  };
}

/** The longest message an admin's own alert may carry (Create Alert, spec 2.18). */
export const MAX_ALERT_LENGTH = 500;

/** An alert the admin writes into the feed (Create Alert): their type, priority and words, nothing added. */
export function adminAlertNotice(alert: { type: NotificationType; priority: NotificationPriority; message: string }): AdminNotification {
  return { type: alert.type, priority: alert.priority, message: alert.message.trim() };
}
