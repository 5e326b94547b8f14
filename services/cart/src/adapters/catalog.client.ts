import { catalogInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { CatalogProduct } from '../domain/cart';

/** Only ids that can exist are sent on; anything else is simply unknown. */
const PRODUCT_ID = /^[a-f\d]{24}$/i;

export interface CatalogClient {
  /** The products with these ids that exist (others are left out). */
  productsByIds(ids: string[]): Promise<CatalogProduct[]>;
}

/**
 * Reads current names and prices from catalog's internal API. The kit's client checks catalog's answer with the
 * contract and maps catalog's failures: down, slow or failing is a 503, anything cart cannot use (its credentials
 * refused, an answer of the wrong shape) a 502; never catalog's 401 as the customer's.
 */
export function createCatalogClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs?: number; logger?: Logger }): CatalogClient {
  const client = createInternalClient({ callee: 'catalog', caller: 'cart', ...options });
  return {
    async productsByIds(ids) {
      const wanted = [...new Set(ids)].filter((id) => PRODUCT_ID.test(id));
      if (wanted.length === 0) return [];
      const { products } = await client.call(catalogInternalContract.productsByIds, { query: { ids: wanted.join(',') } });
      // Cents between services, and cents into cart's pricing: no hop through dollars on the way.
      return products.map((product) => ({
        _id: product.id,
        name: product.name,
        monthlyPriceCents: product.monthlyPriceCents,
        photo: product.photo,
        combo: product.combo,
        category: product.category,
        stockStatus: product.stockStatus,
      }));
    },
  };
}
