import { catalogInternalContract, productsByIds } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { z } from 'zod';
import type { CatalogProduct } from '../domain/pricing';

export type InventoryCounts = z.infer<typeof catalogInternalContract.inventoryCounts.response>;

export interface CatalogClient {
  /** The products with these ids as the catalogue has them now (unknown ids are left out). */
  currentProducts(ids: readonly string[]): Promise<CatalogProduct[]>;
  /** The admin dashboard's stock figures: products in all and by stock status. */
  inventoryCounts(): Promise<InventoryCounts>;
}

/**
 * Reads current prices from catalog's internal API (cents): an order is priced from them, never from a client. Also
 * the stock figures of the admin's dashboard.
 */
export function createCatalogClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): CatalogClient {
  const client = createInternalClient({ callee: 'catalog', caller: 'order', ...options });
  return {
    currentProducts: (ids) => productsByIds(client, ids),

    inventoryCounts() {
      return client.call(catalogInternalContract.inventoryCounts);
    },
  };
}
