import { lastMonths, type Clock } from '@rto/kit';
import { centsToDollars } from '@rto/rules';
import type { BillingMoneyClient } from '../adapters/billing-money.client';
import type { CatalogClient } from '../adapters/catalog.client';
import type { IdentityDirectoryClient } from '../adapters/identity-directory.client';
import { changeOf, figuresOf, rentableProducts, totalOrders } from '../domain/admin-figures';
import { moneyFigures } from '../domain/admin-money';
import type { FiguresCache } from '../store/figures-cache';
import type { OrderAdminQueries } from '../store/order-admin.queries';

export interface GetAdminStatsDeps {
  queries: OrderAdminQueries;
  identity: Pick<IdentityDirectoryClient, 'userCounts'>;
  catalog: Pick<CatalogClient, 'inventoryCounts'>;
  /** What was collected this month and what is overdue (null when billing cannot say). */
  billing: Pick<BillingMoneyClient, 'storeMoney'>;
  cache: FiguresCache;
  clock: Clock;
}

/**
 * GET /getAdminStats (spec 3, 9): the dashboard's figures over all the data (customers from identity, products from
 * catalog, subscriptions from one aggregation here), with the change of users, active subscriptions, monthly
 * revenue and available products since the start of this month (UTC), and billing's money: collected this month and overdue (unknown while
 * billing cannot say). Kept for a moment: each computation is a pass over every order.
 */
export function createGetAdminStats(deps: GetAdminStatsDeps) {
  const { queries, identity, catalog, billing, cache, clock } = deps;

  return () =>
    cache.get('stats', async () => {
      const now = clock.now();
      const [thisMonth] = lastMonths(now, 1);
      const [users, inventory, byStatus, money] = await Promise.all([
        identity.userCounts(1),
        catalog.inventoryCounts(thisMonth!.start),
        queries.statusFigures([thisMonth!.start]),
        billing.storeMoney(),
      ]);
      const active = figuresOf(byStatus, 'active');
      const usersBefore = users.totalUsers - (users.signups.at(-1)?.newUsers ?? 0);
      const rentable = rentableProducts(inventory.byStatus);
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
          availableInventory: rentable,
          lowStockItems: inventory.byStatus.low,
          rentedItems: inventory.byStatus.rented,
          maintenanceItems: inventory.byStatus.maintenance,
          ...moneyFigures(money),
        },
        changes: {
          users: changeOf(users.totalUsers, usersBefore),
          subscriptions: changeOf(active.count, active.countBefore[0] ?? 0),
          revenue: changeOf(centsToDollars(active.monthlyCents), centsToDollars(active.monthlyCentsBefore[0] ?? 0)),
          // Like the others, of what stands now what stood then: rentable products less those added this month.
          inventory: changeOf(rentable, rentable - rentableProducts(inventory.addedSince?.byStatus)),
        },
        generatedAt: now.toISOString(),
      };
    });
}

export type GetAdminStats = ReturnType<typeof createGetAdminStats>;
