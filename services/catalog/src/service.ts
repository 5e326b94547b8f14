import { bindContract, createRuntime, prepareCollections, retryAtStart, type RunningService, type RuntimeOptions } from '@rto/kit';
import { createCountInventory } from './app/count-inventory';
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
  if (config.SEED_CATALOGUE) await seedCatalogue({ products, photos, lists, logger });

  runtime.bus.publishOutboxOf({ model: products.model });

  const useCases = {
    listProducts: createListProducts({ products, lists }),
    updateProduct: createUpdateProduct({ products, photos, lists }),
    getPhoto: createGetPhoto({ photos }),
    getProductsByIds: createGetProductsByIds({ products }),
    countInventory: createCountInventory({ products }),
  };
  const running = await runtime.serve((app) => {
    mountInternalRoutes(app, useCases, config);
    const handlers = { ...productHandlers(useCases, { localCacheMs: config.PRODUCTS_LOCAL_CACHE_MS }), ...photoHandlers(useCases) };
    bindContract(app, catalogContract, handlers, runtime.guard);
  });
  return { ...running, productLists: lists };
}
