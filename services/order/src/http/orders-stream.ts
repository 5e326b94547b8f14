import { once } from 'node:events';
import { paginationOf, type Logger } from '@rto/kit';
import type { Response } from 'express';
import type { AdminFiguresClient, CustomerName } from '../clients/admin-figures.client';
import type { AdminOrderQuery, OrderAdminQueries } from '../store/order-admin.queries';
import { presentRow } from './admin-row';

/** Orders read, named and written per step: identity names at most 200 customers per lookup. */
export const STREAM_BATCH = 200;

/**
 * Answers a large page of GET /get-orders (up to 10,000 rows: the spec's statistics call) as a JSON document
 * written batch by batch: the orders come through a cursor, each batch's customers not yet named are named in one lookup, and
 * the batch is written before the next is read, waiting while the client is slow to take it. Memory stays at one
 * batch whatever the limit. The first batch is read and named before anything is sent, so identity or the
 * database failing then is still a JSON error with its status; a failure later can only cut the connection.
 */
export async function streamOrders(
  res: Response,
  query: AdminOrderQuery,
  deps: { queries: OrderAdminQueries; figures: AdminFiguresClient; logger: Logger },
): Promise<void> {
  const { queries, figures, logger } = deps;
  const customerIds = query.search ? await figures.customersMatching(query.search) : undefined;
  const scoped = { ...query, customerIds };
  const total = await queries.count(scoped);
  const batches = queries.batches(scoped, STREAM_BATCH);
  // A customer with many orders is named once for the whole stream: each batch asks identity only for the
  // customers no earlier batch asked for (at most `limit` names are kept, a few bytes each).
  const names = new Map<string, CustomerName | undefined>();
  const rowsOf = async (orders: Parameters<typeof presentRow>[0][]) => {
    const unasked = [...new Set(orders.map((order) => order.user))].filter((id) => !names.has(id));
    const found = await figures.namesOf(unasked);
    for (const id of unasked) names.set(id, found.get(id));
    return orders.map((order) => JSON.stringify(presentRow(order, names.get(order.user))));
  };

  const write = async (text: string) => {
    if (!res.write(text)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  };
  let begun = false;
  try {
    let next = await batches.next();
    let rows = next.done ? [] : await rowsOf(next.value);
    const pagination = { ...paginationOf(query.page, query.limit, total), totalSubscriptions: total };
    begun = true;
    res.status(200).type('application/json');
    await write(`{"pagination":${JSON.stringify(pagination)},"orders":[`);
    let first = true;
    for (;;) {
      if (res.destroyed) return; // the client left: stop reading (finally closes the cursor)
      if (rows.length > 0) await write((first ? '' : ',') + rows.join(','));
      first &&= rows.length === 0;
      if (next.done) break;
      next = await batches.next();
      rows = next.done ? [] : await rowsOf(next.value);
    }
    res.end(']}');
  } catch (error) {
    if (!begun) throw error;
    logger.error({ err: error }, 'the orders stream failed after it began: connection cut');
    res.destroy();
  } finally {
    await batches.return(undefined);
  }
}
