import { EventEmitter } from 'node:events';
import type { Logger } from '@rto/kit';
import type { Response } from 'express';
import type { IdentityDirectoryClient } from '../../src/adapters/identity-directory.client';
import type { CustomerName } from '../../src/domain/admin-figures';
import { createListSubscriptions } from '../../src/app/list-subscriptions';
import { streamOrders } from '../../src/http/orders-stream';
import { createFiguresCache } from '../../src/store/figures-cache';
import type { AdminOrderQuery, OrderAdminQueries } from '../../src/store/order-admin.queries';
import { returnStateOf } from '../../src/domain/order-return';
import type { OrderRecord } from '../../src/store/order.repository';

/** The statistics call names each customer once for the whole stream, not once per batch they appear in. */

function order(id: number, user: string): OrderRecord {
  const at = new Date(Date.UTC(2026, 0, 1, 0, id));
  return {
    id: `order-${id}`,
    user,
    status: 'active',
    subscriptionId: null,
    items: [],
    location: { lat: 39.77, lng: -86.16 },
    locationName: 'Carmel, Indiana',
    deliveryDate: '2026-01-10',
    deliveryTime: '3:00 PM',
    delivery: { status: 'scheduled', deliveredAt: null, technician: null, note: null },
    return: returnStateOf({}),
    monthlyTotalCents: 2_500,
    deliveryFeeCents: 2_500,
    todayChargeCents: 5_000,
    placedAt: at,
    createdAt: at,
  } as unknown as OrderRecord;
}

function fakeResponse() {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    body: '',
    status: () => res,
    type: () => res,
    write: (text: string) => ((res.body += text), true),
    end: (text: string) => void (res.body += text),
    destroy: () => void (res.destroyed = true),
  });
  return res;
}

it('when the same customers recur across batches, then identity is asked for each of them once', async () => {
  const batchesRead = [
    [order(1, 'ann'), order(2, 'bob')],
    [order(3, 'ann'), order(4, 'cid')],
    [order(5, 'bob'), order(6, 'ann')],
  ];
  const queries = {
    count: async () => 6,
    async *batches() {
      yield* batchesRead;
    },
  } as unknown as OrderAdminQueries;
  const asked: string[][] = [];
  const figures = {
    async namesOf(ids: readonly string[]) {
      asked.push([...ids]);
      return new Map<string, CustomerName>(ids.map((id) => [id, { name: id.toUpperCase(), email: `${id}@example.com` }]));
    },
    customersMatching: async () => [],
  } as unknown as IdentityDirectoryClient;
  const res = fakeResponse();
  const query: AdminOrderQuery = { page: 1, limit: 10_000 } as AdminOrderQuery;

  const subscriptions = createListSubscriptions({ queries, customers: figures, cache: createFiguresCache(0) });
  await streamOrders(res as unknown as Response, query, { subscriptions, logger: {} as Logger });

  expect(asked.flat().sort()).toEqual(['ann', 'bob', 'cid']);
  const rows = (JSON.parse(res.body) as { orders: Array<{ id: string; userName: string }> }).orders;
  expect(rows.map((row) => [row.id, row.userName])).toEqual([
    ['order-1', 'ANN'],
    ['order-2', 'BOB'],
    ['order-3', 'ANN'],
    ['order-4', 'CID'],
    ['order-5', 'BOB'],
    ['order-6', 'ANN'],
  ]);
});
