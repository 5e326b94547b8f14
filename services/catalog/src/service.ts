import { orderCancelled, orderDelivered, orderReturned, rentalOwned } from '@rto/contracts';
import { bindContract, createRuntime, prepareCollections, retryAtStart, type RunningService, type RuntimeOptions } from '@rto/kit';
import { createCountInventory } from './app/count-inventory';
import { createFreeUnits } from './app/free-units';
import { createRentUnits } from './app/rent-units';
import { createReserveUnits } from './app/reserve-units';
import { createReplaceUnit } from './app/replace-unit';
import { createSettleUnits } from './app/settle-units';
import { createGetPhoto } from './app/get-photo';
import { createGetProductsByIds } from './app/get-products-by-ids';
import { createListProducts } from './app/list-products';
import { seedCatalogue } from './app/seed-catalogue';
import { createUpdateProduct } from './app/update-product';
import type { CatalogConfig } from './config';
import { catalogContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { photoHandlers } from './http/photos.routes';
import { productHandlers } from './http/products.routes';
import { createPhotoRepository } from './store/photo.repository';
import { createProductListCache, type ProductListCache } from './store/product-list.cache';
import { createProductRepository } from './store/product.repository';
import { createProductUnits } from './store/product-units';
import { createUnitReplacements } from './store/unit-replacements';
import { onOrderCancelled, onOrderDelivered } from './events/on-order-units';
import { onOrderReturned, onRentalOwned } from './events/on-order-returned';
import { createReturnUnits } from './app/return-units';
import { createHandOverUnits } from './app/hand-over-units';
import { createUnitReturns } from './store/unit-returns';

/** catalog as it runs. Its product-list cache shows how many lists it holds, so the bound can be watched. */
export interface RunningCatalog extends RunningService {
  productLists: Pick<ProductListCache, 'localSize'>;
}

/** Starts catalog: connects its stores and the bus, loads the first catalogue if missing, serves its API. */
export async function startCatalog(config: CatalogConfig, options: RuntimeOptions = {}): Promise<RunningCatalog> {
  const runtime = await createRuntime('catalog', config, options);
  const { logger } = runtime;
  const products = createProductRepository(runtime.db);
  const photos = createPhotoRepository(runtime.db, { memoryCacheBytes: config.PHOTO_MEMORY_CACHE_MB * 1024 * 1024 });
  await retryAtStart(logger, 'creating collections and indexes', () => prepareCollections(products.model, photos.model));

  const lists = createProductListCache(runtime.redis, logger, { ttlSeconds: config.PRODUCTS_CACHE_TTL, localTtlMs: config.PRODUCTS_LOCAL_CACHE_MS });
  const units = createProductUnits(products.model);
  if (config.SEED_CATALOGUE) await seedCatalogue({ products, photos, lists, logger });
  // Products stored before units were counted get the default count, so every product has units from here on.
  const counted = await retryAtStart(logger, 'counting units of products without them', () => units.giveDefaultUnits());
  if (counted > 0) {
    logger.info({ counted }, 'products given the default unit count');
    await retryAtStart(logger, 'clearing the cached product lists', () => lists.clear());
  }

  const settle = createSettleUnits({ units, lists, logger });
  const freeUnits = createFreeUnits({ units, settle });
  const returns = createUnitReturns(products.model);
  runtime.bus
    .publishOutboxOf({ model: products.model })
    .on(orderCancelled, onOrderCancelled(freeUnits))
    .on(orderDelivered, onOrderDelivered(createRentUnits({ units, settle })))
    .on(orderReturned, onOrderReturned(createReturnUnits({ returns, settle })))
    .on(rentalOwned, onRentalOwned(createHandOverUnits({ returns, settle })));

  const useCases = {
    listProducts: createListProducts({ products, lists }),
    updateProduct: createUpdateProduct({ products, photos, lists, units, settle }),
    getPhoto: createGetPhoto({ photos }),
    getProductsByIds: createGetProductsByIds({ products }),
    countInventory: createCountInventory({ products }),
    reserveUnits: createReserveUnits({ units, settle }),
    freeUnits,
    replaceUnit: createReplaceUnit({ replacements: createUnitReplacements(products.model), settle }),
  };
  const running = await runtime.serve((app) => {
    mountInternalRoutes(app, useCases, config);
    const handlers = { ...productHandlers(useCases, { localCacheMs: config.PRODUCTS_LOCAL_CACHE_MS }), ...photoHandlers(useCases) };
    bindContract(app, catalogContract, handlers, runtime.guard);
  });
  return { ...running, productLists: lists };
}
