import { callerOf, type HandlersOf, type ServiceRuntime } from '@rto/kit';
import type { CatalogClient } from '../clients/catalog.client';
import type { CartConfig } from '../config';
import { priceCart, tvSizeOfLines } from '../domain/cart';
import type { CartRepository } from '../store/cart.repository';
import type { cartContract } from './contract';
import { presentCart } from './present';

/** Save, read and size the signed-in customer's cart. The cart is always the caller's own: keyed by the verified id. */
export function cartHandlers(runtime: ServiceRuntime<CartConfig>, carts: CartRepository, catalog: CatalogClient): HandlersOf<typeof cartContract> {
  return {
    async addItemsToCart({ req, body }) {
      const caller = callerOf(req);
      const products = await catalog.productsByIds(body.cartItems.map((item) => item.productId));
      const lines = priceCart(body.cartItems, products);
      const cart = await carts.replaceItems(caller.id, lines, tvSizeOfLines(lines));
      return { message: 'Cart updated', cartItems: presentCart(cart) };
    },

    async updateTvscreen({ req, body }) {
      const caller = callerOf(req);
      const cart = await carts.chooseTvSize(caller.id, body.tvSize);
      return { message: 'TV size updated', tvSize: cart.tvSize ?? body.tvSize };
    },

    async getCartItems({ req }) {
      const caller = callerOf(req);
      return { cartItems: presentCart(await carts.findByUser(caller.id)) };
    },
  };
}
