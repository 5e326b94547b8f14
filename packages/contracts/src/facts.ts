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

/**
 * What order.paused and order.resumed carry: order publishes them and billing consumes them, but order depends on
 * billing's package (it consumes billing.stored), so billing cannot import order's events: the shape is here.
 */
export const orderPauseFacts = z.object({
  orderId: z.string(),
  userId: z.string(),
  /** The payment subscription of the order. */
  subscriptionId: z.string().nullable(),
  /** The order's revision after this change: a consumer applies only the newest. */
  revision: z.number().int().positive().optional(),
});
