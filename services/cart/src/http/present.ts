import { choicesOf } from '@rto/contracts';
import type { z } from 'zod';
import { cartFigures, centsToDollars, monthlyTotalCents } from '@rto/rules';
import type { CartRecord } from '../store/cart.repository';
import type { cartView } from './contract';

type ShownCart = Pick<CartRecord, 'items' | 'tvSize'> | null;

/**
 * The cart as the API shows it (spec 3): items each id, name, monthly_price (dollars), photo; and tvSize. Its figures
 * in cents come from the shared rules, so that the SPA shows what the order will charge.
 */
export function presentCart(cart: ShownCart): z.input<typeof cartView> {
  const lines = cart?.items ?? [];
  return {
    items: lines.map((line) => ({
      id: line.productId,
      name: line.name,
      monthly_price: centsToDollars(line.monthlyPriceCents),
      photo: line.photo,
      ...choicesOf(line),
    })),
    tvSize: cart?.tvSize ?? null,
    ...cartFigures(lines),
  };
}

/** The cart as order reads it at checkout (cart's internal contract): money in integer cents, empty if never saved. */
export function presentCartForCheckout(userId: string, cart: ShownCart) {
  const items = cart?.items ?? [];
  return {
    userId,
    items: items.map((line) => ({ productId: line.productId, name: line.name, photo: line.photo, monthlyPriceCents: line.monthlyPriceCents, ...choicesOf(line) })),
    tvSize: cart?.tvSize ?? null,
    monthlyTotalCents: monthlyTotalCents(items),
  };
}
