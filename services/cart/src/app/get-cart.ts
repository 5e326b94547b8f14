import type { CartRecord, CartRepository } from '../store/cart.repository';

export interface GetCartDeps {
  carts: CartRepository;
}

/** The customer's live cart, or null when they never saved one (or their account is gone). */
export function createGetCart({ carts }: GetCartDeps) {
  return (userId: string): Promise<CartRecord | null> => carts.findByUser(userId);
}

export type GetCart = ReturnType<typeof createGetCart>;
