import type { Connection } from '@rto/kit';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import Stripe from 'stripe';
import { TestStack } from '../../../../test-support/stack';

/**
 * billing with the Stripe provider for one test file: its SDK pointed at the official stripe-mock server (started by
 * `infra.sh up test`, or testcontainers), behind the real gateway, with identity. stripe-mock keeps no state, so what
 * only Stripe's side can tell comes as webhook events the test signs with STRIPE_WEBHOOK_SECRET.
 */
export const STRIPE_WEBHOOK_SECRET = 'whsec_billing_test_secret';
/** The SDK the tests sign events with (and call stripe-mock with, where a test needs Stripe's own objects). */
export const stripe: Stripe = new Stripe('sk_test_billing', {});

export interface StripeBilling {
  stack: TestStack;
  database: Connection;
  billingUrl: string;
}

/** Where stripe-mock answers (set by the test servers). */
export const stripeMockUrl = process.env['STRIPE_MOCK_URL'];

export function useStripeBilling(started: (running: StripeBilling) => void, env: Record<string, string> = {}): void {
  if (!stripeMockUrl) throw new Error('STRIPE_MOCK_URL is not set: start the test servers with "bash infra/scripts/infra.sh up test" (it starts stripe-mock)');
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await TestStack.start({
      services: {
        identity: (given) => startIdentity(loadIdentityConfig(given)),
        billing: (given) => startBilling(loadBillingConfig(given)),
      },
      env: { STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_PUBLISHABLE_KEY: 'pk_test_billing', STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: stripeMockUrl, ...env },
    });
    started({ stack, database: await stack.database('billing'), billingUrl: stack.services['billing']!.url });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });
}

/** An event as Stripe sends it, pretty-printed as Stripe does (the signature is over exactly these bytes). */
export function stripeEvent(type: string, object: Record<string, unknown>, { id = `evt_${Math.random().toString(36).slice(2)}`, created = Math.floor(Date.now() / 1000) } = {}): { id: string; payload: string } {
  return { id, payload: JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created, type, data: { object } }, null, 2) };
}

/** Stripe's call to the webhook, through the gateway: the raw body and its signature (by default, a good one). */
export function sendStripeWebhook(stack: TestStack, payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET })) {
  return stack.call('POST', '/webhooks/stripe', { body: payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' } });
}
