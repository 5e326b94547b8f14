/**
 * The order confirmation's figures (spec 2.7 and 9): the ones the order service priced the order at and charged
 * (the monthly total, the delivery fee, today's payment), never figured again here.
 */
import { formatLongDate, isIsoDate } from '../lib/dates';

export const CONFIRMATION_MESSAGES = {
  placed: 'Order placed sucessfully',
  notFound: 'You have no order yet.',
  loadFailed: 'Your order details could not be loaded right now.',
  confirmingPayment: 'We are confirming your first payment...',
  cancelled: 'This order was cancelled: the first payment did not go through. Please check your card and place your order again.',
  addressNeeded: 'Address needed: give the street address in My Account so that we can confirm the delivery.',
} as const;

export interface OrderTotals {
  itemCount: number;
  monthly: number;
  today: number;
  /** The delivery fee included in today's payment (0 when delivery is free). */
  deliveryFee: number;
}

export function orderTotals(order: { items: readonly unknown[]; monthlyTotal: number; deliveryFee: number; totalToday: number }): OrderTotals {
  return { itemCount: order.items.length, monthly: order.monthlyTotal, today: order.totalToday, deliveryFee: order.deliveryFee };
}

/** '2030-06-12' (or an ISO time on that day) -> 'Wednesday, June 12, 2030'; anything else as it came. */
export function formatDeliveryDate(value: string | undefined): string {
  if (!value) return 'To be scheduled';
  const day = value.slice(0, 10);
  return isIsoDate(day) ? formatLongDate(day) : value;
}
