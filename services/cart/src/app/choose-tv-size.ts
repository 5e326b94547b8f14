import type { TvSize } from '../domain/cart';
import type { CartRecord, CartRepository } from '../store/cart.repository';

export interface ChooseTvSizeDeps {
  carts: CartRepository;
}

/** Stores the TV size the customer chose, keeping the cart's items. */
export function createChooseTvSize({ carts }: ChooseTvSizeDeps) {
  return (userId: string, tvSize: TvSize): Promise<CartRecord> => carts.chooseTvSize(userId, tvSize);
}

export type ChooseTvSize = ReturnType<typeof createChooseTvSize>;
