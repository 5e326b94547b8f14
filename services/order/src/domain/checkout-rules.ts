/**
 * Rules that keep a checkout from holding what it cannot pay for or deliver (issue 21): one unpaid order per
 * customer, a refused card cancels the order it was for, only stock that exists is ordered. Pure: no I/O.
 */

import { isRentable } from '@rto/rules';
import type { CatalogProduct } from './pricing';

/**
 * A card refused at storeBilling is for the order placed beside it: the checkout sends both at once, so they land
 * within seconds. A refusal applies to an order placed before it, or at most this long after it; an order placed
 * later is another attempt (a new card), which the old refusal must not cancel.
 */
export const DECLINE_REACH_MS = 15_000;

export function declineApplies(declinedAt: Date, placedAt: Date): boolean {
  return declinedAt.getTime() >= placedAt.getTime() - DECLINE_REACH_MS;
}

/** Where an unpaid order is: what a 409 for another choice names. */
export interface UnpaidOrderFacts {
  id: string;
  deliveryDate: string;
  deliveryTime: string;
}

export function unpaidOrderMessage(order: UnpaidOrderFacts): string {
  return `You already have an order awaiting payment, for delivery on ${order.deliveryDate} at ${order.deliveryTime}. Finish its payment, or wait until it is released.`;
}

/** The first chosen product that is not orderable now, or null. */
export function unorderable(products: readonly CatalogProduct[]): CatalogProduct | null {
  return products.find((product) => !isRentable(product.stockStatus)) ?? null;
}

export function unavailableMessage(product: Pick<CatalogProduct, 'name'>): string {
  return `${product.name} is no longer available. Remove it from your cart to continue.`;
}
