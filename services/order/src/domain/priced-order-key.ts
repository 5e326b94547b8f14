/**
 * What an agreement was written for, as a key: the priced lines (product, monthly price, TV size, plug type) and the
 * totals, in one canonical serialisation, hashed. The order placed with a signed agreement must price to the same
 * key, or the customer would be charged amounts they never signed for. No I/O here.
 */

import { createHash } from 'node:crypto';
import type { PricedOrder } from './pricing';

export type PricedKeyInput = Pick<PricedOrder, 'items' | 'monthlyTotalCents' | 'todayChargeCents'>;

/** The canonical form: fixed field order, absent values as null, lines in cart order (the agreement numbers them so). */
export function canonicalPricedOrder(priced: PricedKeyInput): string {
  return JSON.stringify([
    priced.items.map((item) => [item.productId, item.monthlyPriceCents, item.tvSize ?? null, item.comboItem?.plugType ?? null]),
    priced.monthlyTotalCents,
    priced.todayChargeCents,
  ]);
}

/** SHA-256 (hex) of the canonical form. */
export function pricedOrderKey(priced: PricedKeyInput): string {
  return createHash('sha256').update(canonicalPricedOrder(priced), 'utf8').digest('hex');
}
