import { billingInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { z } from 'zod';

export type CustomerBilling = z.infer<typeof billingInternalContract.billingSummary.response>['billing'];

export interface BillingAccountClient {
  /** The customer's card, invoices and payments per order. Rejects when billing is down or slow. */
  billingOf(userId: string): Promise<CustomerBilling>;
}

/**
 * Reads a customer's billing on billing's internal API for their account page: a client of its own, with the
 * account page's short timeout rather than the checkout's long one (which waits for the payment provider).
 */
export function createBillingAccountClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): BillingAccountClient {
  const client = createInternalClient({ callee: 'billing', caller: 'order', ...options });
  return {
    async billingOf(userId) {
      return (await client.call(billingInternalContract.billingSummary, { params: { userId } })).billing;
    },
  };
}
