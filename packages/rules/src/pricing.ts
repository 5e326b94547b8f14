/**
 * What a cart or an order costs (spec 4 and 9), in integer cents. The cart service shows it, the order service
 * charges it and the SPA shows it for a cart the server has not seen yet: one statement of each rule, so that the
 * three can never disagree.
 */

/** $25, charged with the first payment when exactly one item is rented (spec 9). */
export const DELIVERY_FEE_CENTS = 25_00;

/**
 * A television (spec 4: the name contains 'tv', in any letter case), or a product the catalogue files under TVs:
 * such a product is sold by the inch, so the size picker opens for it and the cart refuses it without a size.
 */
export function isTv(product: { name: string; category?: string | null | undefined }): boolean {
  return /tv/i.test(product.name) || /^(tv|tvs|television|televisions)$/i.test(product.category?.trim() ?? '');
}

/**
 * A line's monthly price: a TV's monthly price is per inch of screen, so its line costs that times the size chosen
 * (spec 9: 55" costs $55 at $1 an inch); any other line costs its monthly price.
 */
export function linePriceCents(monthlyPriceCents: number, tvSize?: number | null): number {
  return tvSize ? monthlyPriceCents * tvSize : monthlyPriceCents;
}

/**
 * The monthly total: the sum of the lines' prices, which is what is drafted each month. Spec 9 words it as "the sum
 * of the items' monthly prices, plus tvSize - 1 when a TV is in the cart": with a TV at $1 an inch (Schedule A) that
 * counts the TV once at $1 and then adds the rest of its size, the same sum as its line price.
 */
export function monthlyTotalCents(lines: readonly { monthlyPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.monthlyPriceCents, 0);
}

/**
 * The delivery fee for this many items: $25 for exactly one, free for two or more (spec 9), and nothing for an
 * empty cart, which has nothing to deliver.
 */
export function deliveryFeeCents(itemCount: number): number {
  return itemCount === 1 ? DELIVERY_FEE_CENTS : 0;
}

/** What a cart or an order costs: per month, its delivery, and today (the first month and the delivery fee). */
export interface CartFigures {
  monthlyTotalCents: number;
  deliveryFeeCents: number;
  totalTodayCents: number;
}

/** Today's charge (spec 2.7, 9): the first month's payment plus the delivery fee. */
export function todayChargeCents(monthlyTotal: number, itemCount: number): number {
  return monthlyTotal + deliveryFeeCents(itemCount);
}

/** Every figure of a priced cart or order, from its lines. */
export function cartFigures(lines: readonly { monthlyPriceCents: number }[]): CartFigures {
  const monthly = monthlyTotalCents(lines);
  return { monthlyTotalCents: monthly, deliveryFeeCents: deliveryFeeCents(lines.length), totalTodayCents: todayChargeCents(monthly, lines.length) };
}
