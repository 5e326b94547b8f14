import { orderPlaced, userDeleted } from '@rto/contracts';
import { bindContract, createRuntime, prepareCollections, retryAtStart, trusted, type RunningService } from '@rto/kit';
import { createCatalogClient } from './clients/catalog.client';
import type { CartConfig } from './config';
import { onOrderPlaced } from './events/on-order-placed';
import { onUserDeleted } from './events/on-user-deleted';
import { cartHandlers } from './http/cart.routes';
import { cartContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { createCartRepository } from './store/cart.repository';

/** Starts cart: connects its store and the bus, listens for orders and deleted accounts, serves its API. */
export async function startCart(config: CartConfig): Promise<RunningService> {
  const runtime = await createRuntime('cart', config);
  const carts = createCartRepository(runtime.db);
  await retryAtStart(runtime.logger, 'creating collections and indexes', () => prepareCollections(carts.model));

  runtime.bus
    .publishOutboxOf({ model: carts.model, purgeWhenSent: { deletedAt: trusted({ $ne: null }) } })
    .on(orderPlaced, onOrderPlaced(carts))
    .on(userDeleted, onUserDeleted(carts));

  const catalog = createCatalogClient({ baseUrl: config.CATALOG_URL, settings: config, timeoutMs: config.CATALOG_TIMEOUT_MS, logger: runtime.logger });
  return runtime.serve((app) => {
    bindContract(app, cartContract, cartHandlers(runtime, carts, catalog), runtime.guard);
    mountInternalRoutes(app, runtime, carts);
  });
}
