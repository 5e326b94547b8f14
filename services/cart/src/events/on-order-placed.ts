import type { EventOf, HandlerContext } from '@rto/kit';
import type { CartRepository } from '../store/cart.repository';
import type { orderPlaced } from '@rto/contracts';

/** The order took what was in the cart: the customer starts the next one empty. */
export function onOrderPlaced(carts: CartRepository) {
  return async (event: EventOf<typeof orderPlaced>, context: HandlerContext): Promise<void> => {
    await carts.empty(event.data.userId, context);
  };
}
