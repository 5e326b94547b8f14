import { billingInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';

export interface BillingClient {
  /** What the customer still owes (their unpaid invoices, in cents). Rejects when billing is down, slow or failing. */
  amountOwedBy(userId: string): Promise<{ owedCents: number; unpaidInvoices: number }>;
}

/** Asks billing's internal API what a customer owes. */
export function createBillingClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): BillingClient {
  const client = createInternalClient({ callee: 'billing', caller: 'identity', ...options });
  return {
    amountOwedBy: (userId) => client.call(billingInternalContract.amountOwed, { params: { userId } }),
  };
}
