import { DomainError } from '@rto/kit';
import type { StripeWebhook } from './apply-stripe-event';

/** POST /webhooks/stripe: Stripe's event, handled by its webhook when Stripe is the provider (404 otherwise). */
export function createReceiveStripeWebhook({ webhook }: { webhook: StripeWebhook | null }) {
  return async function receiveStripeWebhook(rawBody: Buffer, signature: string): Promise<void> {
    if (!webhook) throw new DomainError('not-found', 'Stripe is not configured here');
    await webhook.receive(rawBody, signature);
  };
}

export type ReceiveStripeWebhook = ReturnType<typeof createReceiveStripeWebhook>;
