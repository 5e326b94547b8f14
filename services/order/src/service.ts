import { billingStored, invoicePaid, paymentFailed } from '@rto/contracts';
import { bindContract, createRuntime, prepareCollections, retryAtStart, type RunningService } from '@rto/kit';
import { createCheckout } from './checkout';
import { createBillingAccountClient } from './clients/billing-account.client';
import { createBillingClient } from './clients/billing.client';
import { createCartClient } from './clients/cart.client';
import { createFiguresCache } from './admin/figures-cache';
import { createAdminFiguresClient } from './clients/admin-figures.client';
import { createCatalogClient } from './clients/catalog.client';
import { createIdentityClient } from './clients/identity.client';
import { createSchedulingClient } from './clients/scheduling.client';
import type { OrderConfig } from './config';
import { createDashboard } from './dashboard';
import { onBillingStored } from './events/on-billing-stored';
import { onInvoicePaid, onPaymentFailed } from './events/on-invoice';
import { orderAccountHandlers } from './http/account.routes';
import { orderContract } from './http/contract';
import { orderAdminHandlers } from './http/admin.routes';
import { orderHandlers } from './http/order.routes';
import { createPlacement } from './placement';
import { createOrderAdminQueries } from './store/order-admin.queries';
import { createOrderRepository } from './store/order.repository';
import { createOrderRequestRepository } from './store/order-request.repository';

/**
 * Starts order: connects its store and the bus, starts the checkout saga's sweeper, listens for stored billing,
 * serves its API.
 */
export async function startOrder(config: OrderConfig): Promise<RunningService> {
  const runtime = await createRuntime('order', config);
  const { logger, bus } = runtime;
  const orders = createOrderRepository(runtime.db);
  const requests = createOrderRequestRepository(runtime.db);
  await retryAtStart(logger, 'creating collections and indexes', () => prepareCollections(orders.model, requests.model));

  const calls = { settings: config, timeoutMs: config.CALL_TIMEOUT_MS, logger };
  const cart = createCartClient({ baseUrl: config.CART_URL, ...calls });
  const catalog = createCatalogClient({ baseUrl: config.CATALOG_URL, ...calls });
  const scheduling = createSchedulingClient({ baseUrl: config.SCHEDULING_URL, ...calls });
  const billing = createBillingClient({ baseUrl: config.BILLING_URL, ...calls, timeoutMs: config.BILLING_TIMEOUT_MS });
  // The account page asks identity and billing at once, each with a short timeout: a slow one is shown as missing.
  const account = { ...calls, timeoutMs: config.ACCOUNT_CALL_TIMEOUT_MS };
  const dashboard = createDashboard({
    orders,
    identity: createIdentityClient({ baseUrl: config.IDENTITY_URL, ...account }),
    billing: createBillingAccountClient({ baseUrl: config.BILLING_URL, ...account }),
    support: config.SUPPORT_LINE,
  });
  // The admin's screens name customers and count users and products from identity's and catalog's internal APIs.
  const figures = createAdminFiguresClient({ identityUrl: config.IDENTITY_URL, catalogUrl: config.CATALOG_URL, ...calls });

  const checkout = createCheckout({
    orders,
    requests,
    billing,
    scheduling,
    logger,
    settings: { sweepIntervalMs: config.CHECKOUT_SWEEP_INTERVAL * 1000, recheckMs: config.CHECKOUT_RECHECK * 1000, retryMaxMs: config.CHECKOUT_RETRY_MAX * 1000 },
  });
  const placement = createPlacement({
    orders,
    requests,
    cart,
    catalog,
    scheduling,
    checkout,
    logger,
    settings: {
      billingWaitMs: config.CHECKOUT_BILLING_WAIT * 1000,
      abandonAfterMs: config.CHECKOUT_ABANDON_AFTER * 1000,
      duplicateWindowMs: config.DUPLICATE_WINDOW * 1000,
      idempotencyKeyTtlMs: config.IDEMPOTENCY_KEY_TTL * 1000,
    },
  });

  bus.publishOutboxOf({ model: orders.model }).on(billingStored, onBillingStored(orders, checkout))
    .on(paymentFailed, onPaymentFailed(orders))
    .on(invoicePaid, onInvoicePaid(orders));

  const running = await runtime.serve((app) => {
    bindContract(app, orderContract, { ...orderHandlers(placement, orders), ...orderAdminHandlers({ orders, queries: createOrderAdminQueries(orders.model), figures, cache: createFiguresCache(config.ADMIN_FIGURES_MAX_AGE * 1000), logger }), ...orderAccountHandlers(dashboard) }, runtime.guard);
  });
  checkout.start();
  return {
    ...running,
    async stop() {
      await checkout.stop();
      await running.stop();
    },
  };
}
