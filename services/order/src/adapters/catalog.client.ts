import { catalogInternalContract } from '@rto/contracts';
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
    async currentProducts(ids) {
      const wanted = [...new Set(ids)].filter((id) => /^[a-f\d]{24}$/i.test(id));
      if (wanted.length === 0) return [];
      const { products } = await client.call(catalogInternalContract.productsByIds, { query: { ids: wanted.join(',') } });
      return products.map((product) => ({
        id: product.id,
        name: product.name,
        monthlyPriceCents: product.monthlyPriceCents,
        photo: product.photo,
        combo: product.combo,
        category: product.category,
        stockStatus: product.stockStatus,
      }));
    },

    inventoryCounts() {
      return client.call(catalogInternalContract.inventoryCounts);
    },
  };
}
