import { invoicePaid, orderDelivered, orderPaused, orderResumed, orderReturned, userDeleted } from '@rto/contracts';
import { bindContract, createRuntime, prepareCollections, retryAtStart, startRounds, type Logger, type RunningService, type RuntimeOptions } from '@rto/kit';
import { createIdentityClient } from './adapters/identity.client';
import { createDraftDueInvoices } from './app/draft-due-invoices';
import { createRunDunning, type DunningRound } from './app/run-dunning';
import { createSandboxProvider, type SandboxProvider } from './adapters/sandbox.provider';
import { createStripeWebhook, type StripeWebhook } from './app/apply-stripe-event';
import { createStripeClient, createStripeProvider } from './adapters/stripe.provider';
import { createCancelSubscription } from './app/cancel-subscription';
import { createCreateSandboxPaymentMethod } from './app/create-sandbox-payment-method';
import { createConfirmSandboxSetupIntent } from './app/confirm-sandbox-setup-intent';
import { createCreateSetupIntent } from './app/create-setup-intent';
import { createEraseCustomer } from './app/erase-customer';
import { createGetAdminMoney } from './app/get-admin-money';
import { createGetAmountOwed } from './app/get-amount-owed';
import { createGetBillingDetails } from './app/get-billing-details';
import { createGetBillingSummary } from './app/get-billing-summary';
import { createFollowAccount, createPauseBilling } from './app/pause-billing';
import { startEndingPauses } from './app/end-pauses';
import { createPauseOrderSubscription } from './app/pause-order-subscription';
import { createPayInvoices, createPayNow } from './app/pay-now';
import { createCardCollection } from './app/card-collection';
import { createOpenInvoices } from './store/open-invoices';
import { createPayOff } from './app/pay-off';
import { createCompleteOwnership } from './app/complete-ownership';
import { onInvoicePaid } from './events/on-invoice-paid';
import { createOwnershipInvoices } from './store/ownership-invoices';
import { createReceiveStripeWebhook } from './app/receive-stripe-webhook';
import { createStartSubscription } from './app/start-subscription';
import { createStoreBilling } from './app/store-billing';
import { createCardDeclineRepository } from './store/card-decline.repository';
import { createSuspendCustomer } from './app/suspend-customer';
import { createUpdatePaymentMethod } from './app/update-payment-method';
import type { BillingConfig } from './config';
import type { PaymentProvider } from './domain/payment-provider';
import { onOrderDelivered } from './events/on-order-delivered';
import { onOrderPausedOrResumed } from './events/on-order-paused';
import { onOrderReturned } from './events/on-order-returned';
import { createEndRental } from './app/end-rental';
import { createFinalInvoices } from './store/final-invoices';
import { onUserDeleted } from './events/on-user-deleted';
import { billingHandlers } from './http/billing.routes';
import { billingContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { createAccountRepository } from './store/account.repository';
import { createCustomerErasure } from './store/customer-erasure';
import { createGetOrderAgreement } from './app/get-order-agreement';
import { createGetOrderInvoices } from './app/get-order-invoices';
import { createInvoiceAdminQueries } from './store/invoice-admin.queries';
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

/** Billing running, with its timers' rounds: a test with a ManualClock runs one at the time it set. */
export interface RunningBilling extends RunningService {
  rounds: {
    /** The sandbox's drafting (0 with Stripe): resolves to the invoices recorded. */
    draft(): Promise<number>;
    /** Dunning: retries (the sandbox) and late fees (both providers); null when the round failed (logged). */
    dun(): Promise<DunningRound | null>;
  };
}

/**
 * Starts billing: connects its stores and the bus, picks the payment provider (Stripe when configured, else the
 * sandbox and its drafting), serves its public and internal APIs and Stripe's webhook.
 */
export async function startBilling(config: BillingConfig, options: RuntimeOptions = {}): Promise<RunningBilling> {
  const runtime = await createRuntime('billing', config, options);
  const { logger, clock } = runtime;
  // The store's calendar: draft days, days late and pauses are counted in its dates.
  const timeZone = config.DELIVERY_TIME_ZONE;
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
    const webhook = createStripeWebhook({ stripe, secret: config.STRIPE_WEBHOOK_SECRET!, accounts, subscriptions, invoices, events: webhookEvents, logger, clock, timeZone });
    payments = { provider: createStripeProvider(stripe, logger, timeZone), sandbox: null, webhook };
    logger.info({ apiBase: config.STRIPE_API_BASE ?? 'Stripe' }, 'payments through Stripe');
  } else {
    const sandbox = createSandboxProvider(sandboxMethods, clock, sandboxIntents, sandboxCharges);
    payments = { provider: sandbox, sandbox, webhook: null };
    logSandboxStart(logger, config.NODE_ENV === 'production');
  }
  const { provider, sandbox, webhook } = payments;

  const pauseLimits = { maxDays: config.PAUSE_MAX_DAYS, everyMonths: config.PAUSE_EVERY_MONTHS };
  const pausing = { provider, accounts, subscriptions, clock, timeZone };
  const pauseBilling = createPauseBilling({ ...pausing, invoices, limits: pauseLimits });
  const pauseOrderSubscription = createPauseOrderSubscription({ provider, subscriptions, clock, timeZone });
  // An admin's pause or resume of an order pauses or resumes that order's subscription.
  runtime.bus
    .on(orderPaused, onOrderPausedOrResumed(pauseOrderSubscription, true, logger))
    .on(orderResumed, onOrderPausedOrResumed(pauseOrderSubscription, false, logger))
    // The term starts at delivery: the next draft counts a month from it.
    .on(orderDelivered, onOrderDelivered({ subscriptions, timeZone, logger }))
    // The goods came back (issue 23): the subscription ends, with a final invoice of anything still owed.
    .on(orderReturned, onOrderReturned(createEndRental({ provider, subscriptions, finals: createFinalInvoices(invoices.model), logger, clock, timeZone })));
  // A deleted customer: the provider's customer and the personal data go, the invoices stay (issue 22, item 6).
  const erasure = createCustomerErasure({
    accounts: accounts.model,
    agreements: agreements.model,
    invoices: invoices.model,
    subscriptions: subscriptions.model,
    sandboxMethods: sandboxMethods.model,
    sandboxIntents: sandboxIntents.model,
  });
  runtime.bus.on(userDeleted, onUserDeleted(createEraseCustomer({ provider, accounts, erasure })));
  // An order's last payment or payoff completes it as owned, heard from billing's own invoice.paid (issue 22, item 5).
  const ownershipInvoices = createOwnershipInvoices(invoices.model);
  const completeOwnership = createCompleteOwnership({ provider, subscriptions, invoices: ownershipInvoices, logger, clock });
  runtime.bus.on(invoicePaid, onInvoicePaid(completeOwnership));
  // A claim outlives Stripe's slowest answer (a call and its two retries), so it expires only when its call died.
  const paying = { provider, accounts, subscriptions, invoices, logger, clock, claimMs: 3 * config.STRIPE_TIMEOUT_MS + 60_000 };
  // A card not saved for recurring payments: detached after paying, the invoices sent to be paid (issue 22, item 1).
  const cards = createCardCollection({ provider, accounts, subscriptions, logger });
  const identity = createIdentityClient({ baseUrl: config.IDENTITY_URL, settings: config, timeoutMs: config.IDENTITY_TIMEOUT_MS, logger });
  const handlers = billingHandlers({
    storeBilling: createStoreBilling({ provider, accounts, agreements, subscriptions, declines }),
    updatePaymentMethod: createUpdatePaymentMethod({ provider, accounts, subscriptions, cards }),
    pauseBilling,
    payNow: createPayNow({ ...paying, cards }),
    payOff: createPayOff({
      subscriptions,
      invoices: ownershipInvoices,
      payInvoices: createPayInvoices(paying),
      completeOwnership,
      logger,
      clock,
      timeZone,
    }),
    getBillingDetails: createGetBillingDetails({ provider, accounts, agreements, invoices, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null, limits: pauseLimits, clock }),
    createSandboxPaymentMethod: createCreateSandboxPaymentMethod({ sandbox, clock }),
    createSetupIntent: createCreateSetupIntent({ provider, accounts }),
    confirmSandboxSetupIntent: createConfirmSandboxSetupIntent({ sandbox }),
    receiveStripeWebhook: createReceiveStripeWebhook({ webhook }),
    suspendCustomer: createSuspendCustomer({ identity, pauseBilling }),
  });
  const adminQueries = createInvoiceAdminQueries(invoices.model);
  const internal = {
    startSubscription: createStartSubscription({ provider, accounts, subscriptions, invoices, logger, clock, timeZone, cards }),
    cancelSubscription: createCancelSubscription({ provider, subscriptions }),
    getBillingSummary: createGetBillingSummary({ accounts, invoices, subscriptions, clock, timeZone }),
    getOrderAgreement: createGetOrderAgreement({ subscriptions, agreements }),
    getOrderInvoices: createGetOrderInvoices({ queries: adminQueries, clock, timeZone }),
    getAdminMoney: createGetAdminMoney({ queries: adminQueries, clock, timeZone }),
    getAmountOwed: createGetAmountOwed({ queries: adminQueries }),
    settings: config,
  };
  // The sandbox drafts monthly; dunning runs for both providers (late fees are ours), each on billing's own timer.
  const draftDue = sandbox ? createDraftDueInvoices({ sandbox, subscriptions, invoices, rentMonths: ownershipInvoices, logger, timeZone }) : null;
  const drafts = draftDue ? startRounds({ name: 'drafting', intervalMs: config.SANDBOX_DRAFT_INTERVAL * 1000, clock, logger, run: draftDue, failed: 0 }) : undefined;
  const dunDue = createRunDunning({ provider, invoices, openInvoices: createOpenInvoices(invoices.model), payInvoices: createPayInvoices(paying), logger, timeZone, retryDays: config.DUNNING_RETRY_DAYS });
  const dunning = startRounds({ name: 'dunning', intervalMs: config.DUNNING_INTERVAL * 1000, clock, logger, run: dunDue, failed: null });

  // A customer's pause ends by itself after PAUSE_MAX_DAYS.
  const pauses = startEndingPauses({ provider, accounts, followAccount: createFollowAccount(pausing), logger, clock, intervalMs: config.PAUSE_CHECK_INTERVAL * 1000 });

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
    await dunning.stop();
    await pauses.stop();
    throw error;
  }
  return {
    ...running,
    rounds: { draft: () => drafts?.round() ?? Promise.resolve(0), dun: dunning.round },
    async stop() {
      await drafts?.stop();
      await dunning.stop();
      await pauses.stop();
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
