/**
 * The cart's rules (spec 4 and 9) as pure functions: what selecting a product does, and what a cart the server has
 * not seen yet costs per month, with the rules the services price it by (@rto/rules). No React, no storage, so each
 * rule is unit-tested on its own.
 */
import { centsToDollars, dollarsToCents, isTv, linePriceCents, monthlyTotalCents } from '@rto/rules';
import type { CartItem, Product } from '../../api';

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

/** A cart line's monthly price in dollars: a TV's price per inch times the chosen size, else its monthly_price. */
/** The choice made for a line, as shown under its name: the TV's size or the plug type, when there is one. */
export function choiceLabel(item: { tvSize?: number | null | undefined; comboItem?: { plugDescription: string } | null | undefined }): string | undefined {
  if (item.tvSize) return `TV size: ${item.tvSize}"`;
  if (item.comboItem) return `Plug type: ${item.comboItem.plugDescription}`;
  return undefined;
}

export function linePrice(item: Pick<CartItem, 'monthly_price' | 'tvSize'>): number {
  return centsToDollars(linePriceCents(dollarsToCents(item.monthly_price), item.tvSize));
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

/** Total Monthly Cost of a cart the server has not priced yet: the sum of its lines, as the order will charge it. */
export function monthlyTotal(cart: readonly CartItem[]): number {
  return centsToDollars(monthlyTotalCents(cart.map((item) => ({ monthlyPriceCents: dollarsToCents(linePrice(item)) }))));
}
