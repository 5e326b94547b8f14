import { DomainError } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import type { SubscriptionRecord, SubscriptionRepository } from '../store/subscription.repository';

export interface CancelSubscriptionDeps {
  provider: PaymentProvider;
  subscriptions: SubscriptionRepository;
}

/**
 * DELETE /internal/subscriptions/:orderId (the order service): cancels an order's subscription, so nothing more is
 * drafted. A repeat answers the same; 404 for an order without one.
 */
export function createCancelSubscription({ provider, subscriptions }: CancelSubscriptionDeps) {
  return async function cancelSubscription(orderId: string): Promise<SubscriptionRecord> {
    const record = await subscriptions.findByOrder(orderId);
    if (!record) throw new DomainError('not-found', `Order ${orderId} has no subscription`);
    if (record.status === 'declined' || record.status === 'canceled') return record;
    if (record.subscriptionId) await provider.cancelSubscription(record.subscriptionId);
    return (await subscriptions.markCancelled(orderId)) ?? record;
  };
}

export type CancelSubscription = ReturnType<typeof createCancelSubscription>;
