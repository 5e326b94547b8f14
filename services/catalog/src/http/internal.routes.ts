import { bindInternalContract, type ServiceRuntime } from '@rto/kit';
import type { Express } from 'express';
import type { CatalogConfig } from '../config';
import { photoPath, type ProductRecord } from '../domain/product';
import type { ProductRepository } from '../store/product.repository';
import { catalogInternalContract, type InternalProduct } from '@rto/contracts';

/** A product as the internal API shows it: cents, not the storefront's dollars. */
export function internalProductOf(product: ProductRecord): InternalProduct {
  return {
    id: product.id,
    name: product.name,
    monthlyPriceCents: product.monthlyPriceCents,
    photo: photoPath(product.photoId),
    combo: product.combo,
    category: product.category,
    stockStatus: product.stockStatus,
    version: product.version,
  };
}

/**
 * For other services only (never routed by the gateway; a service credential is required): current names and
 * prices, so a cart or an order is priced from the catalogue, not from the client; the stock counts of the admin's dashboard. Also serves the internal
 * API's document at GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, runtime: ServiceRuntime<CatalogConfig>, products: ProductRepository): void {
  bindInternalContract(
    app,
    catalogInternalContract,
    {
      async productsByIds({ query }) {
        const found = await products.findByIds(query.ids);
        return { products: found.map(internalProductOf) };
      },
      async inventoryCounts() {
        const byStatus = await products.countsByStatus();
        return { totalProducts: Object.values(byStatus).reduce((sum, count) => sum + count, 0), byStatus };
      },
    },
    { service: 'catalog', settings: runtime.config },
  );
}
