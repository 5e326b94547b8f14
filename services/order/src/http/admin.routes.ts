import { paginationOf, type HandlersOf, type Logger } from '@rto/kit';
import type { GetAdminStats } from '../app/get-admin-stats';
import type { GetAnalytics } from '../app/get-analytics';
import type { GetSubscriptionBilling } from '../app/get-subscription-billing';
import type { ListSubscriptions } from '../app/list-subscriptions';
import type { PauseSubscription } from '../app/pause-subscription';
import { ADMIN_ORDERS_CACHED_LIMIT, type orderAdminContract } from './admin-contract';
import { presentRow } from './admin-row';
import { streamOrders } from './orders-stream';
import { presentSubscriptionBilling } from './subscription-billing';

export interface OrderAdminUseCases {
  listSubscriptions: ListSubscriptions;
  pauseSubscription: PauseSubscription;
  getAdminStats: GetAdminStats;
  getAnalytics: GetAnalytics;
  getSubscriptionBilling: GetSubscriptionBilling;
  logger: Logger;
}

/**
 * The admin's subscriptions, dashboard and analytics (spec 2.13, 2.15, 2.17): every figure over all the data; a
 * subscription's money (issue 22, item 7).
 */
export function orderAdminHandlers(deps: OrderAdminUseCases): HandlersOf<typeof orderAdminContract> {
  const { listSubscriptions, pauseSubscription, getAdminStats, getAnalytics, getSubscriptionBilling, logger } = deps;

  return {
    // The statistics call (spec 7, 9: page=1&limit=10000) is streamed in batches and kept by no cache; the
    // back office's pages (up to 100 rows) are kept for a moment like the other figures.
    async getOrders({ query, res }) {
      if (query.limit > ADMIN_ORDERS_CACHED_LIMIT) return streamOrders(res, query, { subscriptions: listSubscriptions, logger });
      const { orders, total } = await listSubscriptions.page(query);
      return {
        orders: orders.map(({ order, customer }) => presentRow(order, customer)),
        pagination: { ...paginationOf(query.page, query.limit, total), totalSubscriptions: total },
      };
    },

    async pauseSubscription({ params }) {
      const { order, customer } = await pauseSubscription.pause(params.id);
      return { message: 'Subscription paused successfully', order: presentRow(order, customer) };
    },

    async unpauseSubscription({ params }) {
      const { order, customer } = await pauseSubscription.resume(params.id);
      return { message: 'Subscription resumed successfully', order: presentRow(order, customer) };
    },

    getSubscriptionBilling: async ({ params }) => presentSubscriptionBilling(await getSubscriptionBilling(params.id)),

    getAdminStats: () => getAdminStats(),

    getAnalytics: () => getAnalytics(),
  };
}
