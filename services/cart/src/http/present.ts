import type { z } from 'zod';
import { cartFigures, centsToDollars } from '@rto/rules';
import type { CartLine, TvSize } from '../domain/cart';
import type { cartView } from './contract';

/**
 * The cart as the API shows it (spec 3): items each id, name, monthly_price (dollars), photo; and tvSize. Its figures
 * in cents come from the shared rules, so that the SPA shows what the order will charge.
 */
export function presentCart(cart: { items: CartLine[]; tvSize: TvSize | null } | null): z.input<typeof cartView> {
  const lines = cart?.items ?? [];
  return {
    items: lines.map((line) => ({
      id: line.productId,
      name: line.name,
      monthly_price: centsToDollars(line.monthlyPriceCents),
      photo: line.photo,
      ...(line.tvSize !== undefined ? { tvSize: line.tvSize } : {}),
      ...(line.comboItem ? { comboItem: line.comboItem } : {}),
    })),
    tvSize: cart?.tvSize ?? null,
    ...cartFigures(lines),
  };
}
