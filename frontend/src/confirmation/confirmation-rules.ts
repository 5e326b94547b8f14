/**
 * The order confirmation's figures (spec 2.7 and 9), as pure functions: the monthly total is the sum of the items'
 * monthly prices; today's payment adds the $25 delivery fee when exactly one item was ordered, else it equals the
 * monthly total.
 */
import { formatLongDate, isIsoDate } from '../lib/dates';
import { sumMoney } from '../lib/money';
import { deliveryFee as feeFor } from '../lib/pricing';

export const CONFIRMATION_MESSAGES = {
  placed: 'Order placed sucessfully',
  notFound: 'You have no order yet.',
  loadFailed: 'Your order details could not be loaded right now.',
  confirmingPayment: 'We are confirming your first payment...',
  cancelled: 'This order was cancelled: the first payment did not go through. Please check your card and place your order again.',
} as const;

export interface OrderTotals {
  itemCount: number;
  monthly: number;
  today: number;
  /** The delivery fee included in today's payment (0 when delivery is free). */
  deliveryFee: number;
}

export function orderTotals(items: readonly { monthly_price: number }[]): OrderTotals {
  const monthly = sumMoney(items.map((item) => item.monthly_price));
  // No items, no delivery (lib/pricing's rule is for a cart about to be delivered).
  const deliveryFee = items.length === 0 ? 0 : feeFor(items.length);
  return { itemCount: items.length, monthly, today: sumMoney([monthly, deliveryFee]), deliveryFee };
}

/** '2030-06-12' (or an ISO time on that day) -> 'Wednesday, June 12, 2030'; anything else as it came. */
export function formatDeliveryDate(value: string | undefined): string {
  if (!value) return 'To be scheduled';
  const day = value.slice(0, 10);
  return isIsoDate(day) ? formatLongDate(day) : value;
}
