import { orderActivated, userDeleted } from '@rto/contracts';
import {
  bindContract,
  createRuntime,
  prepareCollections,
  retryAtStart,
  type RunningService,
  type RuntimeOptions,
} from '@rto/kit';
import { createCatalogClient } from './adapters/catalog.client';
import { createAddItemsToCart } from './app/add-items-to-cart';
import { createChooseTvSize } from './app/choose-tv-size';
import { createGetCart } from './app/get-cart';
import type { CartConfig } from './config';
import { onOrderActivated } from './events/on-order-activated';
import { onUserDeleted } from './events/on-user-deleted';
import { cartHandlers } from './http/cart.routes';
import { cartContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { createCartRepository } from './store/cart.repository';

/** Starts cart: connects its store and the bus, listens for paid orders and deleted accounts, serves its API. */
export async function startCart(config: CartConfig, options: RuntimeOptions = {}): Promise<RunningService> {
  const runtime = await createRuntime('cart', config, options);
  const carts = createCartRepository(runtime.db);
  await retryAtStart(runtime.logger, 'creating collections and indexes', () => prepareCollections(carts.model));

  runtime.bus
    .publishOutboxOf({ model: carts.model, purgeWhenSent: { whenSet: 'deletedAt' } })
    .on(orderActivated, onOrderActivated(carts))
    .on(userDeleted, onUserDeleted(carts));

  const catalog = createCatalogClient({ baseUrl: config.CATALOG_URL, settings: config, timeoutMs: config.CATALOG_TIMEOUT_MS, logger: runtime.logger });
  const getCart = createGetCart({ carts });
  const useCases = { addItemsToCart: createAddItemsToCart({ carts, catalog }), chooseTvSize: createChooseTvSize({ carts }), getCart };
  return runtime.serve((app) => {
    bindContract(app, cartContract, cartHandlers(useCases), runtime.guard);
    mountInternalRoutes(app, { getCart }, config);
  });
}
