import type { CatalogClient } from '../adapters/catalog.client';
import { checkRentable, priceCart, tvSizeOfLines, type CartChoice } from '../domain/cart';
import type { CartRecord, CartRepository } from '../store/cart.repository';

export interface AddItemsToCartDeps {
  carts: CartRepository;
  catalog: CatalogClient;
}

/**
 * Replaces the customer's whole cart with their choices, priced from the catalogue (names and prices never come
 * from the request). The TV size the cart carries is the first TV line's. Only stock on offer can be chosen: a
 * product rented out, in maintenance or discontinued refuses the whole save (nothing is stored).
 */
export function createAddItemsToCart({ carts, catalog }: AddItemsToCartDeps) {
  return async (userId: string, choices: CartChoice[]): Promise<CartRecord> => {
    const products = await catalog.productsByIds(choices.map((choice) => choice.productId));
    const lines = priceCart(choices, products);
    const chosen = new Set(choices.map((choice) => choice.productId));
    checkRentable(products.filter((product) => chosen.has(product.id)));
    return carts.replaceItems(userId, lines, tvSizeOfLines(lines));
  };
}

export type AddItemsToCart = ReturnType<typeof createAddItemsToCart>;
