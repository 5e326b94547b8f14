import { AppError, createInternalClient, type TokenSettings } from '@rto/kit';
import { z } from 'zod';
import type { CatalogProduct } from '../domain/cart';

const productsAnswer = z.object({
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      monthly_price: z.coerce.number().nonnegative(),
      photo: z.string().nullish(),
      combo: z.boolean().nullish(),
      category: z.string().nullish(),
      stock_status: z.string().nullish(),
    }),
  ),
});

/** Only ids that can exist are sent on; anything else is simply unknown. */
const PRODUCT_ID = /^[a-f\d]{24}$/i;

export interface CatalogClient {
  /** The products with these ids that exist (others are left out). */
  productsByIds(ids: string[]): Promise<CatalogProduct[]>;
}

/** Reads current names and prices from catalog's internal API (service credential, timeout, 503 when it is down). */
export function createCatalogClient(options: { baseUrl: string; settings: TokenSettings; timeoutMs?: number }): CatalogClient {
  const client = createInternalClient({ callee: 'catalog', caller: 'cart', ...options });
  return {
    async productsByIds(ids) {
      const wanted = [...new Set(ids)].filter((id) => PRODUCT_ID.test(id));
      if (wanted.length === 0) return [];
      const answer = productsAnswer.safeParse(await client.get(`/internal/products?ids=${wanted.join(',')}`));
      if (!answer.success) throw new AppError(503, 'The catalog service gave an answer cart cannot read, please try again shortly');
      return answer.data.products;
    },
  };
}
