import { trusted } from '@rto/kit';
import type { Model } from 'mongoose';
import type { OrderDocument } from './order.model';

/** A customer's orders in any status but the given ended ones: how many, and the ids of the newest few. */
export function createLiveOrders(Order: Model<OrderDocument>) {
  return {
    async of(userId: string, endedStatuses: readonly string[], maxIds: number): Promise<{ count: number; orderIds: string[] }> {
      // Everything not ended counts, so a status added later is live until someone says it is not.
      const filter = { user: userId, status: trusted({ $nin: [...endedStatuses] }) };
      const [count, newest] = await Promise.all([
        Order.countDocuments(filter),
        Order.find(filter, { _id: 1 }).sort({ placedAt: -1, _id: -1 }).limit(maxIds).lean<Array<{ _id: unknown }>>(),
      ]);
      return { count, orderIds: newest.map((order) => String(order._id)) };
    },
  };
}

export type LiveOrders = ReturnType<typeof createLiveOrders>;
