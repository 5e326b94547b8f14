import { escapeRegex, trusted } from '@rto/kit';
import { Types, type Model, type PipelineStage, type Query } from 'mongoose';
import type { StatusFigures } from '../domain/admin-figures';
import type { OrderStatus } from '../domain/order-status';
import type { PlaceCount } from '../domain/top-locations';
import type { OrderDocument } from './order.model';
import { toRecord, type OrderRecord } from './order.repository';

/** Placed orders only: a draft (its slot not yet claimed, or never) is nobody's subscription. */
const PLACED = { placedAt: trusted({ $ne: null }) };

export interface AdminOrderQuery {
  page: number;
  limit: number;
  status?: OrderStatus | undefined;
  search?: string | undefined;
  /** The customers whose name or e-mail the search matched (identity's answer). */
  customerIds?: readonly string[] | undefined;
}

/** The placed orders a query names: its status, and its search over item names, ids and the customers it matched. */
function filterOf({ status, search, customerIds }: AdminOrderQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...PLACED };
  if (status) filter['status'] = status;
  if (search) {
    const anyOf: Record<string, unknown>[] = [{ 'items.name': new RegExp(escapeRegex(search), 'i') }, { subscriptionId: search }];
    if (/^[a-f\d]{24}$/i.test(search)) anyOf.push({ _id: new Types.ObjectId(search) });
    if (customerIds && customerIds.length > 0) anyOf.push({ user: trusted({ $in: [...customerIds] }) });
    filter['$or'] = anyOf;
  }
  return filter;
}

/** Newest first, the query's page of it, without what only the order's own workings need. */
function newestFirst<Q extends Query<unknown, OrderDocument>>(find: Q, { page, limit }: AdminOrderQuery): Q {
  return find.select({ outbox: 0, handledEvents: 0 }).sort({ placedAt: -1, _id: -1 }).skip((page - 1) * limit).limit(limit) as Q;
}

/**
 * The admin's reads over all the orders: a page of the list (filtered and searched in the database), and the
 * figures of the dashboard and the analytics as aggregations, never over a page. Answers plain values.
 */
export function createOrderAdminQueries(Order: Model<OrderDocument>) {
  return {
    /** One page of placed orders, newest first, and how many match in all. */
    async page(query: AdminOrderQuery): Promise<{ orders: OrderRecord[]; total: number }> {
      const filter = filterOf(query);
      const [found, total] = await Promise.all([
        newestFirst(Order.find(filter), query).lean<OrderDocument[]>(),
        Order.countDocuments(filter),
      ]);
      return { orders: found.map(toRecord), total };
    },

    /** How many placed orders match, over every page. */
    count(query: AdminOrderQuery): Promise<number> {
      return Order.countDocuments(filterOf(query));
    },

    /**
     * The same page as `page`, read through a cursor and handed over `batchSize` orders at a time, so that a page of
     * 10,000 (the spec's statistics call) never sits in memory whole. Stopping early (`return`) closes the cursor.
     */
    async *batches(query: AdminOrderQuery, batchSize: number): AsyncGenerator<OrderRecord[]> {
      const cursor = newestFirst(Order.find(filterOf(query)), query).lean<OrderDocument[]>().cursor({ batchSize });
      try {
        let batch: OrderRecord[] = [];
        for await (const order of cursor) {
          batch.push(toRecord(order as OrderDocument));
          if (batch.length === batchSize) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length > 0) yield batch;
      } finally {
        await cursor.close();
      }
    },

    /** One pass over the placed orders, grouped by status, with what stood before each of `boundaries`. */
    async statusFigures(boundaries: readonly Date[]): Promise<Map<OrderStatus, StatusFigures>> {
      const before = (at: Date, value: unknown) => ({ $sum: { $cond: [{ $lt: ['$placedAt', at] }, value, 0] } });
      const group: Record<string, unknown> = { _id: '$status', count: { $sum: 1 }, monthlyCents: { $sum: '$monthlyTotalCents' } };
      boundaries.forEach((at, index) => {
        group[`count${index}`] = before(at, 1);
        group[`cents${index}`] = before(at, '$monthlyTotalCents');
      });
      const rows = await Order.aggregate<Record<string, number> & { _id: OrderStatus }>([
        { $match: { placedAt: { $ne: null } } },
        { $project: { status: 1, placedAt: 1, monthlyTotalCents: 1 } },
        { $group: group as PipelineStage.Group['$group'] },
      ]);
      return new Map(
        rows.map((row) => [
          row._id,
          {
            count: row['count'] ?? 0,
            monthlyCents: row['monthlyCents'] ?? 0,
            countBefore: boundaries.map((_, index) => row[`count${index}`] ?? 0),
            monthlyCentsBefore: boundaries.map((_, index) => row[`cents${index}`] ?? 0),
          },
        ]),
      );
    },

    /** Items rented per category, over the orders whose subscription started (these statuses). */
    async rentalsByCategory(statuses: readonly OrderStatus[]): Promise<Array<{ category: string; rentals: number }>> {
      const rows = await Order.aggregate<{ _id: string | null; rentals: number }>([
        { $match: { placedAt: { $ne: null }, status: { $in: [...statuses] } } },
        { $project: { items: 1 } },
        { $unwind: '$items' },
        { $group: { _id: '$items.category', rentals: { $sum: 1 } } },
      ]);
      return rows.map((row) => ({ category: row._id || 'other', rentals: row.rentals }));
    },

    /**
     * Placed orders counted per distinct delivery address city and state and place name: one row per combination, far
     * fewer than the orders; domain/top-locations.ts ranks the places from them.
     */
    async placeCounts(): Promise<PlaceCount[]> {
      const rows = await Order.aggregate<{ _id: { city?: string | null; state?: string | null; locationName?: string | null }; orders: number }>([
        { $match: { placedAt: { $ne: null } } },
        { $project: { 'deliveryAddress.city': 1, 'deliveryAddress.state': 1, locationName: 1 } },
        { $group: { _id: { city: '$deliveryAddress.city', state: '$deliveryAddress.state', locationName: '$locationName' }, orders: { $sum: 1 } } },
      ]);
      return rows.map((row) => ({ ...row._id, orders: row.orders }));
    },
  };
}

export type OrderAdminQueries = ReturnType<typeof createOrderAdminQueries>;
