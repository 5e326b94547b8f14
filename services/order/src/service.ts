import { billingPaused, billingResumed, billingStored, invoicePaid, paymentFailed, rentalOwned, userDeleted } from '@rto/contracts';
import { bindContract, createHeartbeat, createRuntime, prepareCollections, retryAtStart, type RunningService, type RuntimeOptions } from '@rto/kit';
import { createBillingAccountClient } from './adapters/billing-account.client';
import { createBillingAgreementClient } from './adapters/billing-agreement.client';
import { createBillingMoneyClient } from './adapters/billing-money.client';
import { createBillingClient } from './adapters/billing.client';
import { createCartClient } from './adapters/cart.client';
import { createCatalogClient } from './adapters/catalog.client';
import { createIdentityDirectoryClient } from './adapters/identity-directory.client';
import { createIdentityClient } from './adapters/identity.client';
import { createSchedulingClient } from './adapters/scheduling.client';
import { createAccountPage } from './app/account-page';
import { createCardDeclines } from './app/card-declines';
import { createDraftAgreement } from './app/draft-agreement';
import { createGetAgreement } from './app/get-agreement';
import { createCheckoutSaga } from './app/checkout-saga';
import { createDeletedCustomerRule } from './app/deleted-customer-rule';
import { createGetAdminStats } from './app/get-admin-stats';
import { createGetAnalytics } from './app/get-analytics';
import { createGetSubscriptionBilling } from './app/get-subscription-billing';
import { createGetLiveOrders } from './app/get-live-orders';
import { createGetRecentOrder } from './app/get-recent-order';
import { createListSubscriptions } from './app/list-subscriptions';
import { createPauseSubscription } from './app/pause-subscription';
import { createPlaceOrder } from './app/place-order';
import { createOrderUnits } from './app/order-units';
import { createSignedAgreementCheck } from './app/signed-agreement';
import { createSetDeliveryAddress } from './app/set-delivery-address';
import { createUnpaidOrderRule } from './app/unpaid-order-rule';
import { createMarkDelivered } from './app/mark-delivered';
import { createMarkMissed } from './app/mark-missed';
import { createRescheduleDelivery } from './app/reschedule-delivery';
import { createGetAllRepairTickets, createGetRepairTickets } from './app/list-repair-tickets';
import { createRequestRepair } from './app/request-repair';
import { createUpdateRepairTicket } from './app/update-repair-ticket';
import { createBookPickup } from './app/book-pickup';
import { createMarkReturned } from './app/mark-returned';
import { createCancelOpenTickets } from './app/cancel-open-tickets';
import { createRequestReturn } from './app/request-return';
import { createSchedulePickup } from './app/schedule-pickup';
import type { OrderConfig } from './config';
import { onBillingPausedOrResumed } from './events/on-billing-paused';
import { onBillingStored } from './events/on-billing-stored';
import { onInvoicePaid, onPaymentFailed } from './events/on-invoice';
import { onRentalOwned } from './events/on-rental-owned';
import { createOwnRental } from './app/own-rental';
import { createOrderOwnership } from './store/order-ownership';
import { onUserDeleted } from './events/on-user-deleted';
import { orderAccountHandlers } from './http/account.routes';
import { orderAgreementHandlers } from './http/agreement.routes';
import { orderAddressHandlers } from './http/address.routes';
import { orderAdminHandlers } from './http/admin.routes';
import { orderDeliveryHandlers } from './http/delivery.routes';
import { orderRepairHandlers } from './http/repair.routes';
import { orderReturnHandlers } from './http/return.routes';
import { orderContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { orderHandlers } from './http/order.routes';
import { createAgreementDraftRepository } from './store/agreement-draft.repository';
import { createBillingPauses } from './store/billing-pauses';
import { createCardDeclineRepository } from './store/card-decline.repository';
import { createCustomerErasure } from './store/customer-erasure';
import { createDeliveryAddresses } from './store/delivery-addresses';
import { createFiguresCache } from './store/figures-cache';
import { createLiveOrders } from './store/live-orders';
import { createOrderAdminQueries } from './store/order-admin.queries';
import { createOrderDelivery } from './store/order-delivery';
import { createRepairTicketRepository } from './store/repair-ticket.repository';
import { createOrderReturn } from './store/order-return';
import { createOrderRepository } from './store/order.repository';
import { createOrderRequestRepository } from './store/order-request.repository';
import { createUnpaidOrders } from './store/unpaid-orders';

const SECOND = 1000;

/**
 * Starts order: connects its store and the bus, starts the checkout saga's sweeper, listens for stored billing,
 * serves its API.
 */
export async function startOrder(config: OrderConfig, options: RuntimeOptions = {}): Promise<RunningService> {
  const runtime = await createRuntime('order', config, options);
  const { logger, bus, clock } = runtime;
  const orders = createOrderRepository(runtime.db);
  const requests = createOrderRequestRepository(runtime.db);
  const declines = createCardDeclineRepository(runtime.db);
  const unpaid = createUnpaidOrders(orders.model);
  const drafts = createAgreementDraftRepository(runtime.db);
  const tickets = createRepairTicketRepository(runtime.db);
  const erasure = createCustomerErasure(runtime.db, { orders: orders.model, drafts: drafts.model, tickets: tickets.model });
  const deletedCustomers = createDeletedCustomerRule({ erasure });
  await retryAtStart(logger, 'creating collections and indexes', () => prepareCollections(orders.model, requests.model, declines.model, drafts.model, erasure.model, tickets.model));
  // A request this process was answering when it was killed is carried on by its repeat within seconds.
  const instances = createHeartbeat({ connection: runtime.db, logger });
  await retryAtStart(logger, 'writing the first heartbeat', () => instances.start());

  const calls = { settings: config, timeoutMs: config.CALL_TIMEOUT_MS, logger };
  const cart = createCartClient({ baseUrl: config.CART_URL, ...calls });
  const catalog = createCatalogClient({ baseUrl: config.CATALOG_URL, ...calls });
  const scheduling = createSchedulingClient({ baseUrl: config.SCHEDULING_URL, ...calls });
  const billing = createBillingClient({ baseUrl: config.BILLING_URL, ...calls, timeoutMs: config.BILLING_TIMEOUT_MS });
  // The account page asks identity and billing at once, each with a short timeout: a slow one is shown as missing.
  const account = { ...calls, timeoutMs: config.ACCOUNT_CALL_TIMEOUT_MS };
  const getAccountPage = createAccountPage({
    orders,
    identity: createIdentityClient({ baseUrl: config.IDENTITY_URL, ...account }),
    billing: createBillingAccountClient({ baseUrl: config.BILLING_URL, ...account }),
    support: config.SUPPORT_LINE,
  });

  // The saga and the card refusals need each other: a refusal kicks the saga, the saga reads refusals.
  const cardDeclines = createCardDeclines({ orders, unpaid, declines, kick: (orderId) => checkout.kick(orderId), logger, clock });
  const units = createOrderUnits({ catalog });
  const checkout = createCheckoutSaga({
    orders,
    requests,
    billing,
    scheduling,
    units,
    logger,
    clock,
    declineFor: cardDeclines.answerFor,
    settings: { sweepIntervalMs: config.CHECKOUT_SWEEP_INTERVAL * SECOND, recheckMs: config.CHECKOUT_RECHECK * SECOND, retryMaxMs: config.CHECKOUT_RETRY_MAX * SECOND },
  });
  const placeOrder = createPlaceOrder({
    orders,
    requests,
    cart,
    catalog,
    scheduling,
    units,
    checkout,
    unpaidRule: createUnpaidOrderRule({ unpaid, clock }),
    checkSigned: createSignedAgreementCheck({ drafts, clock }),
    deletedCustomers,
    logger,
    clock,
    instances,
    settings: {
      billingWaitMs: config.CHECKOUT_BILLING_WAIT * SECOND,
      abandonAfterMs: config.CHECKOUT_ABANDON_AFTER * SECOND,
      duplicateWindowMs: config.DUPLICATE_WINDOW * SECOND,
      idempotencyKeyTtlMs: config.IDEMPOTENCY_KEY_TTL * SECOND,
    },
  });

  // The admin's screens name customers and count users from identity, and count products from catalog.
  const identity = createIdentityDirectoryClient({ baseUrl: config.IDENTITY_URL, ...calls });
  const queries = createOrderAdminQueries(orders.model);
  const cache = createFiguresCache(config.ADMIN_FIGURES_MAX_AGE * SECOND);
  // Billing's money for the admin's screens, with the account page's short timeout: billing slow shows as unknown.
  const money = createBillingMoneyClient({ baseUrl: config.BILLING_URL, ...account });
  const admin = {
    listSubscriptions: createListSubscriptions({ queries, customers: identity, cache }),
    pauseSubscription: createPauseSubscription({ orders, customers: identity, cache, logger }),
    getAdminStats: createGetAdminStats({ queries, identity, catalog, billing: money, cache, clock }),
    getAnalytics: createGetAnalytics({ queries, identity, billing: money, cache, clock }),
    getSubscriptionBilling: createGetSubscriptionBilling({ orders, billing: money, clock }),
    logger,
  };

  const billingPauses = createBillingPauses(orders.model);
  // The delivery visit (issue 23): marked by the admin, moved by the customer.
  const delivery = createOrderDelivery(orders.model);
  // The return (issue 23): a pickup booked by the customer or (repossession) an admin, the goods marked back.
  const returns = createOrderReturn(orders.model);
  const cancelTickets = createCancelOpenTickets({ tickets, scheduling, logger });
  const bookPickup = createBookPickup({ returns, scheduling, cancelTickets, adminViews: cache, logger });
  // Repair tickets tell their own events (issue 23, item 2).
  bus.publishOutboxOf({ model: tickets.model });
  bus.publishOutboxOf({ model: orders.model }).on(billingStored, onBillingStored({ orders, checkout, clock, drafts, logger }))
    .on(paymentFailed, onPaymentFailed(orders, cardDeclines))
    .on(invoicePaid, onInvoicePaid(orders))
    // The customer's own pause shows their orders paused while it lasts.
    .on(billingPaused, onBillingPausedOrResumed(billingPauses, true))
    .on(billingResumed, onBillingPausedOrResumed(billingPauses, false))
    .on(rentalOwned, onRentalOwned(createOwnRental({ ownership: createOrderOwnership(orders.model), scheduling, logger })))
    .on(userDeleted, onUserDeleted(erasure));

  const running = await runtime.serve((app) => {
    const handlers = {
      ...orderHandlers({ placeOrder, getRecentOrder: createGetRecentOrder({ orders }) }),
      ...orderAdminHandlers(admin),
      ...orderAccountHandlers(getAccountPage),
      ...orderAgreementHandlers({
        draftAgreement: createDraftAgreement({ cart, catalog, drafts, deletedCustomers, clock }),
        getAgreement: createGetAgreement({ orders, drafts, billing: createBillingAgreementClient({ baseUrl: config.BILLING_URL, ...account }), clock }),
      }),
      ...orderAddressHandlers(createSetDeliveryAddress({ addresses: createDeliveryAddresses(orders.model), clock })),
      ...orderDeliveryHandlers({
        markDelivered: createMarkDelivered({ delivery, adminViews: cache, clock }),
        markMissed: createMarkMissed({ delivery, scheduling, adminViews: cache, logger }),
        rescheduleDelivery: createRescheduleDelivery({ delivery, scheduling, logger }),
      }),
      ...orderRepairHandlers({
        requestRepair: createRequestRepair({ delivery, tickets, visits: scheduling, deletedCustomers, clock, logger, settings: { staleRequestMs: 3 * config.CALL_TIMEOUT_MS } }),
        getRepairTickets: createGetRepairTickets({ tickets }),
        getAllRepairTickets: createGetAllRepairTickets({ tickets, customers: identity, logger }),
        updateRepairTicket: createUpdateRepairTicket({ tickets, units: catalog }),
      }),
      ...orderReturnHandlers({
        requestReturn: createRequestReturn({ delivery, bookPickup }),
        schedulePickup: createSchedulePickup({ returns, billing: money, bookPickup }),
        markReturned: createMarkReturned({ returns, scheduling, cancelTickets, adminViews: cache, logger, clock }),
      }),
    };
    bindContract(app, orderContract, handlers, runtime.guard);
    // identity asks before it deletes a customer (never routed by the gateway).
    mountInternalRoutes(app, { getLiveOrders: createGetLiveOrders({ liveOrders: createLiveOrders(orders.model) }) }, config);
  });
  checkout.start();
  return {
    ...running,
    async stop() {
      await checkout.stop();
      await running.stop();
      await instances.stop();
    },
  };
}
