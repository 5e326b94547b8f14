import { orderInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';

export interface OrderClient {
  /** How many live rentals the customer has (and a few of their ids). Rejects when order is down, slow or failing. */
  liveOrdersOf(userId: string): Promise<{ liveOrders: number; orderIds: string[] }>;
}

/** Asks order's internal API about a customer's rentals. */
export function createOrderClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): OrderClient {
  const client = createInternalClient({ callee: 'order', caller: 'identity', ...options });
  return {
    liveOrdersOf: (userId) => client.call(orderInternalContract.liveOrders, { params: { userId } }),
  };
}
