import type { IdentityDirectoryClient } from '../adapters/identity-directory.client';
import type { CustomerName } from '../domain/admin-figures';
import type { FiguresCache } from '../store/figures-cache';
import type { AdminOrderQuery, OrderAdminQueries } from '../store/order-admin.queries';
import type { OrderRecord } from '../store/order.repository';

/** Orders read and named per step of a stream: identity names at most 200 customers per lookup. */
export const STREAM_BATCH = 200;

/** What the admin asks for: a page, a status, a search (the customers it matches are found here). */
export type SubscriptionsQuery = Omit<AdminOrderQuery, 'customerIds'>;

/** An order with its customer's name and e-mail (undefined when identity no longer has the customer). */
export interface NamedOrder {
  order: OrderRecord;
  customer: CustomerName | undefined;
}

export interface ListSubscriptionsDeps {
  queries: OrderAdminQueries;
  customers: Pick<IdentityDirectoryClient, 'namesOf' | 'customersMatching'>;
  cache: FiguresCache;
}

/**
 * GET /get-orders (spec 2.13, 2.15): the placed orders ("subscriptions"), newest first, filtered and searched on the
 * server, each named by identity, asked per page rather than from copies of users (an edit shows at once). The
 * back office's pages are kept a moment like the other figures; the statistics call's large page is read in batches.
 */
export function createListSubscriptions(deps: ListSubscriptionsDeps) {
  const { queries, customers, cache } = deps;

  /** The query with the customers whose name or e-mail the search matches (identity's answer). */
  async function scoped(query: SubscriptionsQuery): Promise<AdminOrderQuery> {
    const customerIds = query.search ? await customers.customersMatching(query.search) : undefined;
    return { ...query, customerIds };
  }

  /**
   * Names each batch's customers in one lookup. A customer with many orders is named once for the whole stream:
   * each batch asks identity only for the customers no earlier batch asked for (at most `limit` names are kept, a
   * few bytes each). Closing this closes the batches read (and the cursor under them).
   */
  async function* named(batches: AsyncGenerator<OrderRecord[]>): AsyncGenerator<NamedOrder[]> {
    const names = new Map<string, CustomerName | undefined>();
    for await (const orders of batches) {
      const unasked = [...new Set(orders.map((order) => order.user))].filter((id) => !names.has(id));
      const found = await customers.namesOf(unasked);
      for (const id of unasked) names.set(id, found.get(id));
      yield orders.map((order) => ({ order, customer: names.get(order.user) }));
    }
  }

  return {
    /** One page of the back office's size, answered whole and kept for a moment. */
    page(query: SubscriptionsQuery): Promise<{ orders: NamedOrder[]; total: number }> {
      return cache.get(`orders:${JSON.stringify(query)}`, async () => {
        const { orders, total } = await queries.page(await scoped(query));
        const names = await customers.namesOf(orders.map((order) => order.user));
        return { orders: orders.map((order) => ({ order, customer: names.get(order.user) })), total };
      });
    },

    /**
     * A large page (up to 10,000 rows: the spec's statistics call), kept by no cache: how many orders match, and
     * the page's orders batch by batch, so memory stays at one batch whatever the limit.
     */
    async stream(query: SubscriptionsQuery): Promise<{ total: number; batches: AsyncGenerator<NamedOrder[]> }> {
      const scopedQuery = await scoped(query);
      const total = await queries.count(scopedQuery);
      return { total, batches: named(queries.batches(scopedQuery, STREAM_BATCH)) };
    },
  };
}

export type ListSubscriptions = ReturnType<typeof createListSubscriptions>;
