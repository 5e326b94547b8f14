import { z } from 'zod';

/**
 * Shapes more than one event carries, stated once so they cannot drift apart. A line of a priced cart travels in
 * cart.updated and again in order.placed, priced by the same rules.
 */
export const pricedLineFacts = z.object({
  productId: z.string(),
  name: z.string(),
  /** The line's monthly price: for a TV, its price per inch times its size. */
  monthlyPriceCents: z.number().int(),
  tvSize: z.number().optional(),
  plugType: z.string().optional(),
});

/** What order.paused and order.resumed carry: the two are one change and its undoing, so one shape. */
export const orderPauseFacts = z.object({
  orderId: z.string(),
  userId: z.string(),
  /** The payment subscription of the order. */
  subscriptionId: z.string().nullable(),
  /** The order's revision after this change: a consumer applies only the newest. */
  revision: z.number().int().positive().optional(),
});

/** What a customer chose for a line: a TV's size, a combo set's plug. */
export interface LineChoices<Size = number, Plug = { plugType: string; plugDescription: string }> {
  tvSize?: Size | undefined;
  comboItem?: Plug | undefined;
}

/**
 * A line's choices, each only when it was made: a cart line, an order item and what travels between them carry no
 * field set to undefined (an answer's schema and a stored document would each read one differently).
 */
export function choicesOf<Size, Plug>(line: LineChoices<Size, Plug>): LineChoices<Size, Plug> {
  return {
    ...(line.tvSize !== undefined ? { tvSize: line.tvSize } : {}),
    ...(line.comboItem ? { comboItem: line.comboItem } : {}),
  };
}
