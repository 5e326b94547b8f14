import { billingInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { z } from 'zod';

export type SignedAgreement = z.infer<typeof billingInternalContract.orderAgreement.response>['agreement'];

export interface BillingAgreementClient {
  /** The signed agreement the order's subscription uses, or null when billing keeps none for it. */
  signedFor(orderId: string): Promise<SignedAgreement | null>;
}

/** Reads who signed an order's agreement, when, and the signature images, on billing's internal API. */
export function createBillingAgreementClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): BillingAgreementClient {
  const client = createInternalClient({ callee: 'billing', caller: 'order', ...options });
  return {
    async signedFor(orderId) {
      const answer = await client.call(billingInternalContract.orderAgreement, { params: { orderId } });
      return answer.ok ? answer.data.agreement : null;
    },
  };
}
