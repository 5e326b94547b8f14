import { orderPaused, orderResumed } from '@rto/contracts';
import { bindContract, createRuntime, prepareCollections, retryAtStart, type Logger, type RunningService, type RuntimeOptions } from '@rto/kit';
import { createIdentityClient } from './adapters/identity.client';
import { startSandboxDrafts } from './app/draft-sandbox-invoices';
import { createSandboxProvider, type SandboxProvider } from './adapters/sandbox.provider';
import { createStripeWebhook, type StripeWebhook } from './app/apply-stripe-event';
import { createStripeClient, createStripeProvider } from './adapters/stripe.provider';
import { createCancelSubscription } from './app/cancel-subscription';
import { createCreateSandboxPaymentMethod } from './app/create-sandbox-payment-method';
import { createConfirmSandboxSetupIntent } from './app/confirm-sandbox-setup-intent';
import { createCreateSetupIntent } from './app/create-setup-intent';
import { createGetBillingDetails } from './app/get-billing-details';
import { createGetBillingSummary } from './app/get-billing-summary';
import { createPauseBilling } from './app/pause-billing';
import { createPauseOrderSubscription } from './app/pause-order-subscription';
import { createPayNow } from './app/pay-now';
import { createReceiveStripeWebhook } from './app/receive-stripe-webhook';
import { createStartSubscription } from './app/start-subscription';
import { createStoreBilling } from './app/store-billing';
import { createCardDeclineRepository } from './store/card-decline.repository';
import { createSuspendCustomer } from './app/suspend-customer';
import { createUpdatePaymentMethod } from './app/update-payment-method';
import type { BillingConfig } from './config';
import type { PaymentProvider } from './domain/payment-provider';
import { onOrderPausedOrResumed } from './events/on-order-paused';
import { billingHandlers } from './http/billing.routes';
import { billingContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { createAccountRepository } from './store/account.repository';
import { createGetOrderAgreement } from './app/get-order-agreement';
import { createAgreementRepository } from './store/agreement.repository';
import { createInvoiceRepository } from './store/invoice.repository';
import { createSandboxChargeRepository } from './store/sandbox-charge.repository';
import { createSandboxPaymentMethodRepository } from './store/sandbox-payment-method.repository';
import { createSandboxSetupIntentRepository } from './store/sandbox-setup-intent.repository';
import { createSubscriptionRepository } from './store/subscription.repository';
import { createWebhookEventRepository } from './store/webhook-event.repository';

/** The largest Stripe event taken (the gateway passes webhook bodies of up to 512 kB). */
const WEBHOOK_BODY_LIMIT = '512kb';
/** storeBilling carries two signatures of up to 60,000 characters each (domain/signature.ts). */
const BODY_LIMIT = '128kb';

/** The payment provider the settings pick, with the sandbox or Stripe's webhook that come with it. */
interface Payments {
  provider: PaymentProvider;
  /** The sandbox, when it is the provider: it also makes payment methods from typed test cards and drafts. */
  sandbox: SandboxProvider | null;
  /** Stripe's webhook, when Stripe is the provider. */
  webhook: StripeWebhook | null;
}

/**
 * Starts billing: connects its stores and the bus, picks the payment provider (Stripe when configured, else the
 * sandbox and its drafting), serves its public and internal APIs and Stripe's webhook.
 */
export async function startBilling(config: BillingConfig, options: RuntimeOptions = {}): Promise<RunningService> {
  const runtime = await createRuntime('billing', config, options);
  const { logger, clock } = runtime;
  const accounts = createAccountRepository(runtime.db);
  const agreements = createAgreementRepository(runtime.db);
  const subscriptions = createSubscriptionRepository(runtime.db);
  const invoices = createInvoiceRepository(runtime.db);
  const webhookEvents = createWebhookEventRepository(runtime.db);
  const declines = createCardDeclineRepository(runtime.db);
  const sandboxMethods = createSandboxPaymentMethodRepository(runtime.db);
  const sandboxIntents = createSandboxSetupIntentRepository(runtime.db);
  const sandboxCharges = createSandboxChargeRepository(runtime.db);
  await retryAtStart(logger, 'creating collections and indexes', () =>
    prepareCollections(accounts.model, agreements.model, subscriptions.model, invoices.model, webhookEvents.model, sandboxMethods.model, declines.model, sandboxIntents.model, sandboxCharges.model),
  );
  runtime.bus
    .publishOutboxOf({ model: accounts.model })
    .publishOutboxOf({ model: subscriptions.model })
    .publishOutboxOf({ model: invoices.model })
    .publishOutboxOf({ model: declines.model });

  let payments: Payments;
  if (config.provider === 'stripe') {
    const stripe = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY!, apiBase: config.STRIPE_API_BASE, timeoutMs: config.STRIPE_TIMEOUT_MS });
    const webhook = createStripeWebhook({ stripe, secret: config.STRIPE_WEBHOOK_SECRET!, accounts, subscriptions, invoices, events: webhookEvents, logger, clock });
    payments = { provider: createStripeProvider(stripe, logger), sandbox: null, webhook };
    logger.info({ apiBase: config.STRIPE_API_BASE ?? 'Stripe' }, 'payments through Stripe');
  } else {
    const sandbox = createSandboxProvider(sandboxMethods, clock, sandboxIntents, sandboxCharges);
    payments = { provider: sandbox, sandbox, webhook: null };
    logSandboxStart(logger, config.NODE_ENV === 'production');
  }
  const { provider, sandbox, webhook } = payments;

  const pauseBilling = createPauseBilling({ provider, accounts, subscriptions, clock });
  const pauseOrderSubscription = createPauseOrderSubscription({ provider, subscriptions, clock });
  // An admin's pause or resume of an order pauses or resumes that order's subscription.
  runtime.bus
    .on(orderPaused, onOrderPausedOrResumed(pauseOrderSubscription, true, logger))
    .on(orderResumed, onOrderPausedOrResumed(pauseOrderSubscription, false, logger));
  const identity = createIdentityClient({ baseUrl: config.IDENTITY_URL, settings: config, timeoutMs: config.IDENTITY_TIMEOUT_MS, logger });
  const handlers = billingHandlers({
    storeBilling: createStoreBilling({ provider, accounts, agreements, subscriptions, declines }),
    updatePaymentMethod: createUpdatePaymentMethod({ provider, accounts }),
    pauseBilling,
    // A claim outlives Stripe's slowest answer (a call and its two retries), so it expires only when its call died.
    payNow: createPayNow({ provider, accounts, subscriptions, invoices, logger, clock, claimMs: 3 * config.STRIPE_TIMEOUT_MS + 60_000 }),
    getBillingDetails: createGetBillingDetails({ provider, accounts, agreements, invoices, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null }),
    createSandboxPaymentMethod: createCreateSandboxPaymentMethod({ sandbox, clock }),
    createSetupIntent: createCreateSetupIntent({ provider, accounts }),
    confirmSandboxSetupIntent: createConfirmSandboxSetupIntent({ sandbox }),
    receiveStripeWebhook: createReceiveStripeWebhook({ webhook }),
    suspendCustomer: createSuspendCustomer({ identity, pauseBilling }),
  });
  const internal = {
    startSubscription: createStartSubscription({ provider, accounts, subscriptions, invoices, logger, clock }),
    cancelSubscription: createCancelSubscription({ provider, subscriptions }),
    getBillingSummary: createGetBillingSummary({ accounts, invoices }),
    getOrderAgreement: createGetOrderAgreement({ subscriptions, agreements }),
    settings: config,
  };
  const drafts = sandbox
    ? startSandboxDrafts({ sandbox, subscriptions, invoices, logger, clock, intervalMs: config.SANDBOX_DRAFT_INTERVAL * 1000 })
    : undefined;

  let running: RunningService;
  try {
    running = await runtime.serve(
      (app) => {
        bindContract(app, billingContract, handlers, runtime.guard);
        mountInternalRoutes(app, internal);
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

function logSandboxStart(logger: Logger, production: boolean): void {
  if (production) {
    // Allowed only by ALLOW_SANDBOX_PAYMENTS (config.ts): say it where an operator looks, once per start.
    logger.error('PAYMENTS ARE NOT REAL: production runs the sandbox (ALLOW_SANDBOX_PAYMENTS=true); test cards rent for free and no money moves');
  } else logger.info('payments through the sandbox: Stripe test cards only (STRIPE_SECRET_KEY is not set)');
}
