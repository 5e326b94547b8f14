import { billingInternalContract } from '@rto/contracts';
import { createInternalClient, InternalCallError, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { BillingAnswer, OrderToBill } from '../domain/checkout';

export interface BillingClient {
  /** Asks billing to start the order's subscription (idempotent per order id on billing's side). Never throws for an outage. */
  startSubscription(order: OrderToBill): Promise<BillingAnswer>;
  /** Cancels the order's subscription: for one that started although the order was cancelled meanwhile. */
  cancelSubscription(orderId: string): Promise<void>;
}

/** Starts and cancels subscriptions on billing's internal API. */
export function createBillingClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): BillingClient {
  const client = createInternalClient({ callee: 'billing', caller: 'order', ...options });
  return {
    async startSubscription(order) {
      let answer;
      try {
        answer = await client.call(billingInternalContract.startSubscription, {
          body: {
            orderId: order.id,
            userId: order.user,
            monthlyTotalCents: order.monthlyTotalCents,
            deliveryFeeCents: order.deliveryFeeCents,
            todayChargeCents: order.todayChargeCents,
            items: order.items.map((item) => ({ productId: item.productId, name: item.name, monthlyPriceCents: item.monthlyPriceCents })),
          },
        });
      } catch (error) {
        if (error instanceof InternalCallError) return { kind: 'unavailable', problem: `${error.failure}: ${error.message}` };
        throw error;
      }
      if (!answer.ok) return { kind: 'no-billing-yet' };
      const { subscription } = answer.data;
      if (subscription.status === 'declined') return { kind: 'declined', message: subscription.declineMessage ?? 'Your card was declined.' };
      if (subscription.status === 'canceled') return { kind: 'cancelled' };
      if (!subscription.subscriptionId) return { kind: 'unavailable', problem: `billing answered ${subscription.status} without a subscription` };
      return { kind: 'started', subscriptionId: subscription.subscriptionId };
    },

    async cancelSubscription(orderId) {
      await client.call(billingInternalContract.cancelSubscription, { params: { orderId } });
    },
  };
}
