/**
 * The cart and the customer's orders (issue 21): a paid order's items leave the SPA's cart on /confirmation, and
 * ordering the same items again within a day is asked about once. Pure functions: no React, no storage.
 */

export const RENT_ANOTHER_SET = 'You already rent these. Rent another set?';

/** How long after an order the same items count as ordered twice by mistake. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

interface OrderLike {
  _id: string;
  status: string;
  createdAt: string;
  items: ReadonlyArray<{ _id: string }>;
}

/** True when every product of the (non-empty) cart is among the order's items: the cart is what was ordered. */
export function cartIsInOrder(cart: ReadonlyArray<{ _id: string }>, order: Pick<OrderLike, 'items'>): boolean {
  const ordered = new Set(order.items.map((item) => item._id));
  return cart.length > 0 && cart.every((item) => ordered.has(item._id));
}

/**
 * The order placed within the last day that already holds every product of this cart, if any; a cancelled order
 * rents nothing, so it never counts.
 */
export function recentOrderOfSameItems<Order extends OrderLike>(cart: ReadonlyArray<{ _id: string }>, orders: readonly Order[], now: Date): Order | undefined {
  return orders.find((order) => {
    const age = now.getTime() - Date.parse(order.createdAt);
    return order.status !== 'cancelled' && age >= 0 && age < REPEAT_WINDOW_MS && cartIsInOrder(cart, order);
  });
}
