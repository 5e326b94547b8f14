import { conflict, lastMonths, notFound, paginationOf, type HandlersOf, type Logger } from '@rto/kit';
import { centsToDollars } from '@rto/rules';
import {
  averageLtv,
  categoryShare,
  changeOf,
  churnRate,
  figuresOf,
  STARTED_STATUSES,
  totalOrders,
  userGrowth,
} from '../admin/admin-figures';
import type { FiguresCache } from '../admin/figures-cache';
import type { AdminFiguresClient, CustomerName } from '../clients/admin-figures.client';
import type { OrderAdminQueries } from '../store/order-admin.queries';
import type { OrderRepository } from '../store/order.repository';
import { ADMIN_ORDERS_CACHED_LIMIT, ANALYTICS_MONTHS, type orderAdminContract } from './admin-contract';
import { presentRow } from './admin-row';
import { streamOrders } from './orders-stream';

const TOP = 5;

/** The admin's subscriptions, dashboard and analytics (spec 2.13, 2.15, 2.17): every figure over all the data. */
export function orderAdminHandlers(deps: {
  orders: OrderRepository;
  queries: OrderAdminQueries;
  figures: AdminFiguresClient;
  cache: FiguresCache;
  logger: Logger;
}): HandlersOf<typeof orderAdminContract> {
  const { orders, queries, figures, cache, logger } = deps;

  /** Pause or resume, then the row as it now is (the change stands even when identity cannot name the customer). */
  async function setPaused(id: string, paused: boolean) {
    const outcome = await orders.setPaused(id, paused);
    if (!outcome.order) throw notFound('Subscription not found');
    if (!outcome.changed) throw outcome.refusal ? conflict(outcome.refusal) : notFound('Subscription not found');
    cache.clear();
    const names = await figures.namesOf([outcome.order.user]).catch((error: unknown) => {
      logger.warn({ err: error, orderId: id }, 'the customer of a paused or resumed subscription could not be named');
      return new Map<string, CustomerName>();
    });
    return {
      message: paused ? 'Subscription paused successfully' : 'Subscription resumed successfully',
      order: presentRow(outcome.order, names.get(outcome.order.user)),
    };
  }

  return {
    // The statistics call (spec 7, 9: page=1&limit=10000) is streamed in batches and kept by no cache; the
    // back office's pages (up to 100 rows) are kept for a moment like the other figures.
    getOrders: ({ query, res }) => query.limit > ADMIN_ORDERS_CACHED_LIMIT ? streamOrders(res, query, { queries, figures, logger }) : cache.get(`orders:${JSON.stringify(query)}`, async () => {
      const customerIds = query.search ? await figures.customersMatching(query.search) : undefined;
      const { orders: page, total } = await queries.page({ ...query, customerIds });
      const names = await figures.namesOf(page.map((order) => order.user));
      return {
        orders: page.map((order) => presentRow(order, names.get(order.user))),
        pagination: { ...paginationOf(query.page, query.limit, total), totalSubscriptions: total },
      };
    }),

    pauseSubscription: ({ params }) => setPaused(params.id, true),

    unpauseSubscription: ({ params }) => setPaused(params.id, false),

    getAdminStats: () => cache.get('stats', async () => {
      const now = new Date();
      const [thisMonth] = lastMonths(now, 1);
      const [users, inventory, byStatus] = await Promise.all([figures.userCounts(1), figures.inventoryCounts(), queries.statusFigures([thisMonth!.start])]);
      const active = figuresOf(byStatus, 'active');
      const usersBefore = users.totalUsers - (users.signups.at(-1)?.newUsers ?? 0);
      return {
        stats: {
          totalUsers: users.totalUsers,
          activeUsers: users.activeUsers,
          suspendedUsers: users.suspendedUsers,
          verifiedUsers: users.verifiedUsers,
          totalSubscriptions: totalOrders(byStatus),
          activeSubscriptions: active.count,
          pausedSubscriptions: figuresOf(byStatus, 'paused').count,
          cancelledSubscriptions: figuresOf(byStatus, 'cancelled').count,
          monthlyRevenue: centsToDollars(active.monthlyCents),
          totalProducts: inventory.totalProducts,
          availableInventory: inventory.byStatus.available,
          rentedItems: inventory.byStatus.rented,
          maintenanceItems: inventory.byStatus.maintenance,
        },
        changes: {
          users: changeOf(users.totalUsers, usersBefore),
          subscriptions: changeOf(active.count, active.countBefore[0] ?? 0),
          revenue: changeOf(centsToDollars(active.monthlyCents), centsToDollars(active.monthlyCentsBefore[0] ?? 0)),
        },
        generatedAt: now.toISOString(),
      };
    }),

    getAnalytics: () => cache.get('analytics', async () => {
      const months = lastMonths(new Date(), ANALYTICS_MONTHS);
      const [users, byStatus, rentals, topLocations] = await Promise.all([
        figures.userCounts(ANALYTICS_MONTHS),
        queries.statusFigures(months.map((month) => month.end)),
        queries.rentalsByCategory(STARTED_STATUSES),
        queries.topLocations(TOP),
      ]);
      const active = figuresOf(byStatus, 'active');
      return {
        monthlyRevenue: centsToDollars(active.monthlyCents),
        totalUsers: users.totalUsers,
        churnRate: churnRate(figuresOf(byStatus, 'cancelled').count, totalOrders(byStatus)),
        averageLtv: averageLtv(active.monthlyCents, users.activeUsers),
        revenueTrend: months.map(({ month }, index) => ({ month, revenue: centsToDollars(active.monthlyCentsBefore[index] ?? 0) })),
        userGrowth: userGrowth(users.signups, users.registeredBefore),
        categoryShare: categoryShare(rentals, TOP),
        topLocations,
      };
    }),
  };
}
