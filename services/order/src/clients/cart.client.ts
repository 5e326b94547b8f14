import { createInternalClient, defineInternalContract, type Logger, type ServiceTokenSettings } from '@rto/kit';
import { z } from 'zod';
import type { CartChoice } from '../domain/pricing';

/**
 * The one route of cart's internal API that order reads, declared here with only the fields order uses (a tolerant
 * reader: cart may answer more). Not imported from cart: cart consumes `order.placed` from `@rto/order/events`, so
 * order depending on cart's package would make the two depend on each other. Cart's own declaration is
 * `cartInternalContract.customerCart`; test/unit/cart-contract.test.ts checks that this one still reads what it answers.
 */
export const cartRouteReadByOrder = defineInternalContract({
  customerCart: {
    method: 'get',
    path: '/internal/carts/:userId',
    access: 'service',
    tag: 'Carts',
    summary: "A customer's cart (order reads it at checkout)",
    params: z.object({ userId: z.string() }),
    response: z.object({
      cart: z.object({
        items: z.array(
          z.object({
            productId: z.string(),
            name: z.string(),
            tvSize: z.number().int().positive().optional(),
            comboItem: z.object({ plugType: z.string(), plugDescription: z.string() }).optional(),
          }),
        ),
      }),
    }),
  },
}).customerCart;

export interface CartClient {
  /** What the customer chose, line by line (the catalogue prices it again); empty when they have no cart. */
  choicesOf(userId: string): Promise<CartChoice[]>;
}

/** Reads a customer's cart from cart's internal API; cart down or slow is a 503 for the customer, never cart's 401. */
export function createCartClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): CartClient {
  const client = createInternalClient({ callee: 'cart', caller: 'order', ...options });
  return {
    async choicesOf(userId) {
      const { cart } = await client.call(cartRouteReadByOrder, { params: { userId } });
      return cart.items.map((item) => ({
        productId: item.productId,
        name: item.name,
        ...(item.tvSize !== undefined ? { tvSize: item.tvSize } : {}),
        ...(item.comboItem ? { comboItem: item.comboItem } : {}),
      }));
    },
  };
}
