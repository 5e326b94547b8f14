/**
 * The cart's business rules (spec 4 and 9) as pure functions: what selecting a product does, and what the
 * cart costs per month. No React, no storage, so each rule is unit-tested on its own.
 */
import type { CartItem, Product } from '../../api';
import { sumMoney } from '../../lib/money';

/** Spec 4: a product is a TV when its name contains 'tv', in any letter case. */
export function isTv(product: Pick<Product, 'name'>): boolean {
  return product.name.toLowerCase().includes('tv');
}

export function isInCart(cart: readonly CartItem[], productId: string): boolean {
  return cart.some((item) => item._id === productId);
}

export type SelectionOutcome =
  | { kind: 'remove' }
  | { kind: 'pick-tv-size' }
  | { kind: 'pick-plug' }
  | { kind: 'add' };

/**
 * What pressing Select on a product does (spec 4): a selected product is removed; a TV not in the cart asks
 * for its size; a combo not in the cart asks for the dryer plug; anything else is added at once.
 */
export function decideSelection(product: Product, cart: readonly CartItem[]): SelectionOutcome {
  if (isInCart(cart, product._id)) return { kind: 'remove' };
  if (isTv(product)) return { kind: 'pick-tv-size' };
  if (product.combo) return { kind: 'pick-plug' };
  return { kind: 'add' };
}

/** Spec 9: a TV cart line costs monthly_price times the chosen size; every other line its monthly_price. */
export function linePrice(item: CartItem): number {
  return item.tvSize ? sumMoney([item.monthly_price * item.tvSize]) : item.monthly_price;
}

/**
 * The cart's one TV size, the one sent with PATCH /updateTvscreen: the server keeps a single tvSize per
 * cart, so when several TVs were picked the most recently added one's size counts.
 */
export function cartTvSize(cart: readonly CartItem[]): number | undefined {
  for (let index = cart.length - 1; index >= 0; index -= 1) {
    const size = cart[index]?.tvSize;
    if (size) return size;
  }
  return undefined;
}

/**
 * Total Monthly Cost, spec 9 taken literally: the sum of the items' monthly_price, plus (tvSize - 1) once
 * when a TV is in the cart.
 *
 * How this reads together with the line rule (TV line = monthly_price x size): TVs are priced at $1 per
 * inch per month (Schedule A, and "dollars equal inches"), so a TV's monthly_price is 1. The sum then
 * already counts that TV at $1, and adding (tvSize - 1) brings it to tvSize dollars, which is exactly its
 * line price (1 x tvSize). With a $1 TV the total therefore equals the sum of the line prices shown above
 * it. If a TV were ever priced at something other than $1, or two TVs were in one cart, the two rules
 * would disagree; the total keeps the spec's rule, and the server prices orders on its own anyway.
 */
export function monthlyTotal(cart: readonly CartItem[]): number {
  const base = sumMoney(cart.map((item) => item.monthly_price));
  const tvSize = cart.some(isTv) ? cartTvSize(cart) : undefined;
  return tvSize ? sumMoney([base, tvSize - 1]) : base;
}
