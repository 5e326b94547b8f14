import { bindInternalContract, type ServiceTokenSettings } from '@rto/kit';
import type { Express } from 'express';
import { catalogInternalContract, type InternalProduct } from '@rto/contracts';
import type { CountInventory } from '../app/count-inventory';
import type { FreeUnits } from '../app/free-units';
import type { ReserveUnits } from '../app/reserve-units';
import type { ReplaceUnit } from '../app/replace-unit';
import type { GetProductsByIds } from '../app/get-products-by-ids';
import { photoPath, type ProductRecord } from '../domain/product';

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

/** The use cases behind the internal routes. */
export interface InternalUseCases {
  getProductsByIds: GetProductsByIds;
  countInventory: CountInventory;
  reserveUnits: ReserveUnits;
  freeUnits: FreeUnits;
  replaceUnit: ReplaceUnit;
}

/**
 * For other services only (never routed by the gateway; a service credential is required): current names and
 * prices, so a cart or an order is priced from the catalogue, not from the client; the stock counts of the admin's
 * dashboard; the units an order holds. Also serves the internal API's document at GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, useCases: InternalUseCases, settings: ServiceTokenSettings): void {
  bindInternalContract(
    app,
    catalogInternalContract,
    {
      async productsByIds({ query }) {
        const found = await useCases.getProductsByIds(query.ids);
        return { products: found.map(internalProductOf) };
      },
      inventoryCounts({ query }) {
        return useCases.countInventory(query.since ? new Date(query.since) : undefined);
      },
      reserveUnits({ body }) {
        return useCases.reserveUnits(body.orderId, body.items);
      },
      freeUnits({ body }) {
        return useCases.freeUnits(body.orderId);
      },
      replaceUnit({ body }) {
        return useCases.replaceUnit(body);
      },
    },
    { service: 'catalog', settings },
  );
}
