/**
 * Spec 9's delivery fee, which two screens apply: the delivery page shows it, and the order confirmation adds it to
 * today's payment.
 */
export const DELIVERY_FEE = 25;

/** $25 for a single rental item, free for two or more. */
export function deliveryFee(itemCount: number): number {
  return itemCount >= 2 ? 0 : DELIVERY_FEE;
}
