import { z } from 'zod';

/**
 * Shapes more than one service's events carry. A line of a priced cart travels in cart.updated and again in
 * order.placed; the two services cannot import each other's events (cart consumes order's), so the shape is here.
 */
export const pricedLineFacts = z.object({
  productId: z.string(),
  name: z.string(),
  /** The line's monthly price: for a TV, its price per inch times its size. */
  monthlyPriceCents: z.number().int(),
  tvSize: z.number().optional(),
  plugType: z.string().optional(),
});
