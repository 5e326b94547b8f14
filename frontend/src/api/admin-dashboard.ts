import { getAdminStats, getOrders } from './client';
import { RECENT_ORDERS_PAGE_SIZE } from './endpoints';
import { adminKeys } from './query-keys';

/**
 * The dashboard's two reads, shared by its screen and by what main.tsx reads as /admin/dashboard opens
 * (app/page-data.ts), so that both use one key and one request.
 */
export const adminStatsQuery = { queryKey: adminKeys.stats, queryFn: getAdminStats };

export const recentOrdersQuery = (page: number) => ({
  queryKey: [...adminKeys.orders, 'recent', page] as const,
  queryFn: () => getOrders({ page, limit: RECENT_ORDERS_PAGE_SIZE }),
});
