import { lastMonths, type Clock } from '@rto/kit';
import { centsToDollars } from '@rto/rules';
import type { BillingMoneyClient } from '../adapters/billing-money.client';
import type { IdentityDirectoryClient } from '../adapters/identity-directory.client';
import {
  ANALYTICS_MONTHS,
  ANALYTICS_TOP,
  averageLtv,
  categoryShare,
  churnRate,
  figuresOf,
  STARTED_STATUSES,
  totalOrders,
  userGrowth,
} from '../domain/admin-figures';
import { moneyFigures } from '../domain/admin-money';
import { topLocations } from '../domain/top-locations';
import type { FiguresCache } from '../store/figures-cache';
import type { OrderAdminQueries } from '../store/order-admin.queries';

export interface GetAnalyticsDeps {
  queries: OrderAdminQueries;
  identity: Pick<IdentityDirectoryClient, 'userCounts'>;
  /** What was collected this month and what is overdue (null when billing cannot say). */
  billing: Pick<BillingMoneyClient, 'storeMoney'>;
  cache: FiguresCache;
  clock: Clock;
}

/**
 * GET /getAnalytics (spec 2.17, 9): the analytics figures and charts over all the data, months being calendar
 * months in UTC, the last six up to this one. Kept for a moment: each computation is a pass over every order.
 */
export function createGetAnalytics(deps: GetAnalyticsDeps) {
  const { queries, identity, billing, cache, clock } = deps;

  return () =>
    cache.get('analytics', async () => {
      const months = lastMonths(clock.now(), ANALYTICS_MONTHS);
      const [users, byStatus, rentals, places, money] = await Promise.all([
        identity.userCounts(ANALYTICS_MONTHS),
        queries.statusFigures(months.map((month) => month.end)),
        queries.rentalsByCategory(STARTED_STATUSES),
        queries.placeCounts(),
        billing.storeMoney(),
      ]);
      const active = figuresOf(byStatus, 'active');
      return {
        monthlyRevenue: centsToDollars(active.monthlyCents),
        totalUsers: users.totalUsers,
        churnRate: churnRate(figuresOf(byStatus, 'cancelled').count, totalOrders(byStatus)),
        averageLtv: averageLtv(active.monthlyCents, users.activeUsers),
        revenueTrend: months.map(({ month }, index) => ({ month, revenue: centsToDollars(active.monthlyCentsBefore[index] ?? 0) })),
        userGrowth: userGrowth(users.signups, users.registeredBefore),
        categoryShare: categoryShare(rentals, ANALYTICS_TOP),
        topLocations: topLocations(places, ANALYTICS_TOP),
        ...moneyFigures(money),
      };
    });
}

export type GetAnalytics = ReturnType<typeof createGetAnalytics>;
