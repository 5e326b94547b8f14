import { once } from 'node:events';
import { paginationOf, type Logger } from '@rto/kit';
import type { Response } from 'express';
import type { ListSubscriptions, NamedOrder, SubscriptionsQuery } from '../app/list-subscriptions';
import { presentRow } from './admin-row';

/**
 * Answers a large page of GET /get-orders (up to 10,000 rows: the spec's statistics call) as a JSON document
 * written batch by batch: the orders come through a cursor, each batch named by the use case, and the batch is
 * written before the next is read, waiting while the client is slow to take it. Memory stays at one batch whatever
 * the limit. The first batch is read and named before anything is sent, so identity or the database failing then is
 * still a JSON error with its status; a failure later can only cut the connection.
 */
export async function streamOrders(
  res: Response,
  query: SubscriptionsQuery,
  deps: { subscriptions: Pick<ListSubscriptions, 'stream'>; logger: Logger },
): Promise<void> {
  const { subscriptions, logger } = deps;
  const { total, batches } = await subscriptions.stream(query);
  const rowsOf = (named: NamedOrder[]) => named.map(({ order, customer }) => JSON.stringify(presentRow(order, customer)));

  const write = async (text: string) => {
    if (!res.write(text)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  };
  let begun = false;
  try {
    let next = await batches.next();
    let rows = next.done ? [] : rowsOf(next.value);
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
      rows = next.done ? [] : rowsOf(next.value);
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
