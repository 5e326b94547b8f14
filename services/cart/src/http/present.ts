import type { z } from 'zod';
import { centsToDollars } from '@rto/kit';
import type { CartLine, TvSize } from '../domain/cart';
import type { cartView } from './contract';

/** The cart as the API shows it (spec 3): items each id, name, monthly_price (dollars), photo; and tvSize. */
export function presentCart(cart: { items: CartLine[]; tvSize: TvSize | null } | null): z.input<typeof cartView> {
  return {
    items: (cart?.items ?? []).map((line) => ({
      id: line.productId,
      name: line.name,
      monthly_price: centsToDollars(line.monthlyPriceCents),
      photo: line.photo,
      ...(line.tvSize !== undefined ? { tvSize: line.tvSize } : {}),
      ...(line.comboItem ? { comboItem: line.comboItem } : {}),
    })),
    tvSize: cart?.tvSize ?? null,
  };
}
