import { callerOf, type HandlersOf } from '@rto/kit';
import type { AddItemsToCart } from '../app/add-items-to-cart';
import type { ChooseTvSize } from '../app/choose-tv-size';
import type { GetCart } from '../app/get-cart';
import type { cartContract } from './contract';
import { presentCart } from './present';

export interface CartUseCases {
  addItemsToCart: AddItemsToCart;
  chooseTvSize: ChooseTvSize;
  getCart: GetCart;
}

/** Save, read and size the signed-in customer's cart. The cart is always the caller's own: keyed by the verified id. */
export function cartHandlers({ addItemsToCart, chooseTvSize, getCart }: CartUseCases): HandlersOf<typeof cartContract> {
  return {
    async addItemsToCart({ req, body }) {
      const cart = await addItemsToCart(callerOf(req).id, body.cartItems);
      return { message: 'Cart updated', cartItems: presentCart(cart) };
    },

    async updateTvscreen({ req, body }) {
      const cart = await chooseTvSize(callerOf(req).id, body.tvSize);
      return { message: 'TV size updated', tvSize: cart.tvSize ?? body.tvSize };
    },

    async getCartItems({ req }) {
      return { cartItems: presentCart(await getCart(callerOf(req).id)) };
    },
  };
}
