import { billingInternalContract } from '@rto/contracts';
import { createInternalClient, InternalCallError, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { z } from 'zod';

export type OrderMoney = z.infer<typeof billingInternalContract.orderMoney.response>['money'];
export type StoreMoney = z.infer<typeof billingInternalContract.storeMoney.response>['money'];

export interface BillingMoneyClient {
  /** One order's invoices and what is due on it; null when billing is down, slow or answers nonsense (unknown). */
  orderMoney(orderId: string): Promise<OrderMoney | null>;
  /** What was collected this month and what is overdue, store-wide; null when billing cannot say (unknown). */
  storeMoney(): Promise<StoreMoney | null>;
}

/**
 * Reads the admin's money on billing's internal API (issue 22, item 7), with the short timeout of the screens that
 * show it: billing missing leaves those figures unknown (null, already logged by the client), never 0.
 */
export function createBillingMoneyClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): BillingMoneyClient {
  const client = createInternalClient({ callee: 'billing', caller: 'order', ...options });

  async function orNull<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof InternalCallError) return null;
      throw error;
    }
  }

  return {
    async orderMoney(orderId) {
      return (await orNull(client.call(billingInternalContract.orderMoney, { params: { orderId } })))?.money ?? null;
    },
    async storeMoney() {
      return (await orNull(client.call(billingInternalContract.storeMoney, {})))?.money ?? null;
    },
  };
}
