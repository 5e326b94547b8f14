import { MAX_LIVE_ORDER_IDS } from '@rto/contracts';
import type { LiveOrders } from '../store/live-orders';

/** The rentals that are over: a customer with any other order still has a live rental (issue 22, deleted customers). */
export const ENDED_ORDER_STATUSES = ['cancelled', 'completed', 'owned'] as const;

export interface GetLiveOrdersDeps {
  liveOrders: LiveOrders;
}

/** GET /internal/users/:userId/live-orders: identity asks before it deletes a customer. */
export function createGetLiveOrders({ liveOrders }: GetLiveOrdersDeps) {
  return async function getLiveOrders(userId: string): Promise<{ liveOrders: number; orderIds: string[] }> {
    const { count, orderIds } = await liveOrders.of(userId, ENDED_ORDER_STATUSES, MAX_LIVE_ORDER_IDS);
    return { liveOrders: count, orderIds };
  };
}

export type GetLiveOrders = ReturnType<typeof createGetLiveOrders>;
