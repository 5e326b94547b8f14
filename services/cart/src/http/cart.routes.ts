import { badRequest, callerOf, serviceUnavailable, type HandlersOf, type ServiceRuntime } from '@rto/kit';
import type { CatalogClient } from '../clients/catalog.client';
import type { CartConfig } from '../config';
import { CartRuleError, priceCart, tvSizeOfLines } from '../domain/cart';
import { CartBusyError, type CartRepository } from '../store/cart.repository';
import type { cartContract } from './contract';
import { presentCart } from './present';

/** Domain refusals are the customer's to fix (400); a cart changed by too many requests at once, try again. */
async function asHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartRuleError) throw badRequest(error.message);
    if (error instanceof CartBusyError) throw serviceUnavailable('Your cart is being changed by another request, please try again');
    throw error;
  }
}

/** Save, read and size the signed-in customer's cart. The cart is always the caller's own: keyed by the verified id. */
export function cartHandlers(runtime: ServiceRuntime<CartConfig>, carts: CartRepository, catalog: CatalogClient): HandlersOf<typeof cartContract> {
  const { bus } = runtime;
  return {
    async addItemsToCart({ req, body }) {
      const caller = callerOf(req);
      const cart = await asHttp(async () => {
        const products = await catalog.productsByIds(body.cartItems.map((item) => item.productId));
        const lines = priceCart(body.cartItems, products);
        return carts.replaceItems(caller.id, lines, tvSizeOfLines(lines));
      });
      bus.relay.nudge();
      return { message: 'Cart updated', cartItems: presentCart(cart) };
    },

    async updateTvscreen({ req, body }) {
      const caller = callerOf(req);
      const cart = await asHttp(() => carts.chooseTvSize(caller.id, body.tvSize));
      bus.relay.nudge();
      return { message: 'TV size updated', tvSize: cart.tvSize ?? body.tvSize };
    },

    async getCartItems({ req }) {
      const caller = callerOf(req);
      return { cartItems: presentCart(await carts.findByUser(caller.id)) };
    },
  };
}
