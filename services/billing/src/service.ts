import { orderPaused, orderResumed } from '@rto/contracts';
import { bindContract, createRuntime, prepareCollections, retryAtStart, type RunningService } from '@rto/kit';
import type { BillingConfig } from './config';
import type { PaymentProvider } from './domain/payment-provider';
import { onOrderPausedOrResumed } from './events/on-order-paused';
import { billingHandlers } from './http/billing.routes';
import { billingContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { createPayNow } from './pay-now';
import { startSandboxDrafts } from './providers/sandbox-drafts';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox.provider';
import { createStripeWebhook, type StripeWebhook } from './providers/stripe-webhook';
import { createStripeClient, createStripeProvider } from './providers/stripe.provider';
import { createIdentityClient } from './adapters/identity.client';
import { createAccountRepository } from './store/account.repository';
import { createAgreementRepository } from './store/agreement.repository';
import { createInvoiceRepository } from './store/invoice.repository';
import { createSandboxPaymentMethodRepository } from './store/sandbox-payment-method.repository';
import { createSubscriptionRepository } from './store/subscription.repository';
import { createWebhookEventRepository } from './store/webhook-event.repository';
import { createSubscriptions } from './subscriptions';

/** The largest Stripe event taken (the gateway passes webhook bodies of up to 512 kB). */
const WEBHOOK_BODY_LIMIT = '512kb';
/** storeBilling carries two signatures of up to 60,000 characters each (domain/signature.ts). */
const BODY_LIMIT = '128kb';

/**
 * Starts billing: connects its stores and the bus, picks the payment provider (Stripe when configured, else the
 * sandbox and its drafting), serves its public and internal APIs and Stripe's webhook.
 */
export async function startBilling(config: BillingConfig): Promise<RunningService> {
  const runtime = await createRuntime('billing', config);
  const { logger } = runtime;
  const accounts = createAccountRepository(runtime.db);
  const agreements = createAgreementRepository(runtime.db);
  const subscriptionStore = createSubscriptionRepository(runtime.db);
  const invoices = createInvoiceRepository(runtime.db);
  const webhookEvents = createWebhookEventRepository(runtime.db);
  const sandboxMethods = createSandboxPaymentMethodRepository(runtime.db);
  await retryAtStart(logger, 'creating collections and indexes', () =>
    prepareCollections(accounts.model, agreements.model, subscriptionStore.model, invoices.model, webhookEvents.model, sandboxMethods.model),
  );
  runtime.bus
    .publishOutboxOf({ model: accounts.model })
    .publishOutboxOf({ model: subscriptionStore.model })
    .publishOutboxOf({ model: invoices.model });

  let provider: PaymentProvider;
  let sandbox: SandboxProvider | null = null;
  let webhook: StripeWebhook | null = null;
  if (config.provider === 'stripe') {
    const stripe = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY!, apiBase: config.STRIPE_API_BASE, timeoutMs: config.STRIPE_TIMEOUT_MS });
    provider = createStripeProvider(stripe, logger);
    webhook = createStripeWebhook({ stripe, secret: config.STRIPE_WEBHOOK_SECRET!, accounts, subscriptions: subscriptionStore, invoices, events: webhookEvents, logger });
    logger.info({ apiBase: config.STRIPE_API_BASE ?? 'Stripe' }, 'payments through Stripe');
  } else {
    sandbox = createSandboxProvider(sandboxMethods);
    provider = sandbox;
    if (config.NODE_ENV === 'production') {
      // Allowed only by ALLOW_SANDBOX_PAYMENTS (config.ts): say it where an operator looks, once per start.
      logger.error('PAYMENTS ARE NOT REAL: production runs the sandbox (ALLOW_SANDBOX_PAYMENTS=true); test cards rent for free and no money moves');
    } else logger.info('payments through the sandbox: Stripe test cards only (STRIPE_SECRET_KEY is not set)');
  }
  const subscriptions = createSubscriptions({ provider, accounts, subscriptions: subscriptionStore, invoices, logger });
  // An admin's pause or resume of an order pauses or resumes that order's subscription.
  runtime.bus.on(orderPaused, onOrderPausedOrResumed(subscriptions, true, logger)).on(orderResumed, onOrderPausedOrResumed(subscriptions, false, logger));
  const payNow = createPayNow({ provider, accounts, subscriptions: subscriptionStore, invoices, logger });
  const identity = createIdentityClient({ baseUrl: config.IDENTITY_URL, settings: config, timeoutMs: config.IDENTITY_TIMEOUT_MS, logger });
  const drafts = sandbox ? startSandboxDrafts({ sandbox, subscriptions: subscriptionStore, invoices, logger, intervalMs: config.SANDBOX_DRAFT_INTERVAL * 1000 }) : undefined;

  let running: RunningService;
  try {
    running = await runtime.serve(
      (app) => {
        bindContract(app, billingContract, billingHandlers({ runtime, provider, sandbox, webhook, accounts, agreements, invoices, subscriptions, payNow, identity, subscriptionStore }), runtime.guard);
        mountInternalRoutes(app, runtime, { subscriptions, accounts, invoices });
      },
      { bodyLimit: BODY_LIMIT, rawBodies: [{ path: billingContract.stripeWebhook.path, limit: WEBHOOK_BODY_LIMIT }] },
    );
  } catch (error) {
    await drafts?.stop();
    throw error;
  }
  return {
    ...running,
    async stop() {
      await drafts?.stop();
      await running.stop();
    },
  };
}
