import { productsByIds } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { CatalogProduct } from '../domain/cart';

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
    productsByIds: (ids) => productsByIds(client, ids),
  };
}
