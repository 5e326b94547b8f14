import type { EventOf, HandlerContext } from '@rto/kit';
import type { orderActivated } from '@rto/contracts';
import type { CartRepository } from '../store/cart.repository';

/**
 * The order's first payment went through: what was in the cart is rented, and the customer starts the next one
 * empty. Not on `order.placed`: an order may still be declined or never paid, and its customer keeps their cart
 * to try again.
 */
export function onOrderActivated(carts: CartRepository) {
  return async (event: EventOf<typeof orderActivated>, context: HandlerContext): Promise<void> => {
    await carts.empty(event.data.userId, context);
  };
}
