import { cartInternalContract, choicesOf } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { CartChoice } from '../domain/pricing';

/** The one route of cart's internal API that order reads: the customer's cart, at checkout. */
const cartRoute = cartInternalContract.customerCart;

export interface CartClient {
  /** What the customer chose, line by line (the catalogue prices it again); empty when they have no cart. */
  choicesOf(userId: string): Promise<CartChoice[]>;
}

/** Reads a customer's cart from cart's internal API; cart down or slow is a 503 for the customer, never cart's 401. */
export function createCartClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): CartClient {
  const client = createInternalClient({ callee: 'cart', caller: 'order', ...options });
  return {
    async choicesOf(userId) {
      const { cart } = await client.call(cartRoute, { params: { userId } });
      return cart.items.map((item) => ({
        productId: item.productId,
        name: item.name,
        ...choicesOf(item),
      }));
    },
  };
}
