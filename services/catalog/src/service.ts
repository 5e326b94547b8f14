import { bindContract, createRuntime, prepareCollections, retryAtStart, type RunningService } from '@rto/kit';
import type { CatalogConfig } from './config';
import { catalogContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { photoHandlers } from './http/photos.routes';
import { productHandlers } from './http/products.routes';
import { seedCatalogue } from './seed/seed-catalogue';
import { createPhotoRepository } from './store/photo.repository';
import { createProductListCache, type ProductListCache } from './store/product-list.cache';
import { createProductRepository } from './store/product.repository';

/** catalog as it runs. Its product-list cache shows how many lists it holds, so the bound can be watched. */
export interface RunningCatalog extends RunningService {
  productLists: Pick<ProductListCache, 'localSize'>;
}

/** Starts catalog: connects its stores and the bus, loads the first catalogue if missing, serves its API. */
export async function startCatalog(config: CatalogConfig): Promise<RunningCatalog> {
  const runtime = await createRuntime('catalog', config);
  const products = createProductRepository(runtime.db);
  const photos = createPhotoRepository(runtime.db, { memoryCacheBytes: config.PHOTO_MEMORY_CACHE_MB * 1024 * 1024 });
  await retryAtStart(runtime.logger, 'creating collections and indexes', () => prepareCollections(products.model, photos.model));

  const lists = createProductListCache(runtime.redis, runtime.logger, { ttlSeconds: config.PRODUCTS_CACHE_TTL, localTtlMs: config.PRODUCTS_LOCAL_CACHE_MS });
  if (config.SEED_CATALOGUE) {
    // Counted over attempts: a retry adds only what the failed one had not, and the cached lists must go either way.
    let seeded = 0;
    await retryAtStart(runtime.logger, 'loading the first catalogue', async () => {
      seeded += await seedCatalogue(products, photos, runtime.logger);
    });
    if (seeded > 0) await retryAtStart(runtime.logger, 'clearing the cached product lists', () => lists.clear());
  }

  runtime.bus.publishOutboxOf({ model: products.model });

  const running = await runtime.serve((app) => {
    mountInternalRoutes(app, runtime, products);
    bindContract(app, catalogContract, { ...productHandlers(runtime, products, photos, lists), ...photoHandlers(photos) }, runtime.guard);
  });
  return { ...running, productLists: lists };
}
