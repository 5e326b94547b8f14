import { callerOf, clientAddressOf, DomainError, type HandlersOf, type ServiceRuntime } from '@rto/kit';
import { createBillingPause } from '../billing-pause';
import type { BillingConfig } from '../config';
import type { PaymentProvider } from '../domain/payment-provider';
import type { PayNow } from '../pay-now';
import type { SandboxProvider } from '../providers/sandbox.provider';
import type { StripeWebhook } from '../providers/stripe-webhook';
import type { AccountRepository } from '../store/account.repository';
import type { AgreementRepository } from '../store/agreement.repository';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';
import type { Subscriptions } from '../subscriptions';
import type { IdentityClient } from '../adapters/identity.client';
import { billingAdminHandlers } from './admin.routes';
import type { billingContract } from './contract';
import { presentBilling, presentPaymentMethod } from './present';

export interface BillingHandlerDeps {
  runtime: ServiceRuntime<BillingConfig>;
  provider: PaymentProvider;
  /** The sandbox, when it is the provider: it also makes payment methods from typed test cards. */
  sandbox: SandboxProvider | null;
  /** Stripe's webhook, when Stripe is the provider. */
  webhook: StripeWebhook | null;
  accounts: AccountRepository;
  agreements: AgreementRepository;
  invoices: InvoiceRepository;
  subscriptions: Subscriptions;
  payNow: PayNow;
  /** Which agreements an order uses already (storeBilling replaces only the others). */
  subscriptionStore: Pick<SubscriptionRepository, 'lastClaimedAt'>;
  /** Who is a live user: the admin's suspend and activate name customers by id. */
  identity: IdentityClient;
}

/** The signed-in customer's billing: always their own, keyed by the verified caller id, never by the request. */
export function billingHandlers(deps: BillingHandlerDeps): HandlersOf<typeof billingContract> {
  const { runtime, provider, sandbox, webhook, accounts, agreements, invoices, subscriptions } = deps;
  const { config } = runtime;

  /** The caller's provider customer, if this provider made one for them. */
  const customerOf = async (userId: string) => {
    const account = await accounts.findByUser(userId);
    return account?.provider === provider.kind ? account : null;
  };

  const pause = createBillingPause({ provider, accounts, subscriptions });

  return {
    // The admin's suspend and activate: the same pause as the customer's own, below.
    ...billingAdminHandlers(pause, deps.identity),

    async storeBilling({ req, body }) {
      const caller = callerOf(req);
      const { agreement } = body;
      const account = await customerOf(caller.id);
      // The card first: a refused card leaves nothing stored, neither the agreement nor the card.
      const setUp = await provider.setUpPaymentMethod({
        userId: caller.id,
        customerId: account?.customerId ?? null,
        paymentMethodId: body.paymentMethodId,
        customerName: agreement.customerName,
        postalCode: body.zipCode,
      });
      const card = { id: setUp.paymentMethodId, ...setUp.card };
      const signed = await agreements.storeReplacingUnused({
        userId: caller.id,
        agreementVersion: agreement.agreementVersion,
        customerName: agreement.customerName,
        customerSignature: agreement.customerSignature,
        lessorSignature: agreement.lessorSignature,
        signedDate: agreement.signedDate,
        signatureTimestamp: new Date(agreement.signatureTimestamp),
        signerIp: clientAddressOf(req),
        signerUserAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
        zipCode: body.zipCode,
        draftDay: body.draftDay,
        saveCard: body.saveCard,
        card: { brand: card.brand, last4: card.last4 },
      }, deps.subscriptionStore.lastClaimedAt);
      const stored = await accounts.setUpPayment(
        caller.id,
        { provider: provider.kind, customerId: setUp.customerId, paymentMethod: card, postalCode: body.zipCode, draftDay: body.draftDay, saveCard: body.saveCard },
        true,
      );
      return {
        message: 'Billing details stored',
        paymentMethod: presentPaymentMethod(card, stored.postalCode),
        agreement: { id: signed.id, agreementVersion: signed.agreementVersion, signedAt: signed.storedAt.toISOString() },
      };
    },

    async updatePaymentMethod({ req, body }) {
      const caller = callerOf(req);
      const account = await customerOf(caller.id);
      if (!account?.customerId || !account.postalCode) throw new DomainError('conflict', 'Please complete your billing setup first');
      const setUp = await provider.setUpPaymentMethod({
        userId: caller.id,
        customerId: account.customerId,
        paymentMethodId: body.paymentMethodId,
        postalCode: account.postalCode,
      });
      const card = { id: setUp.paymentMethodId, ...setUp.card };
      const stored = await accounts.setUpPayment(caller.id, { provider: provider.kind, customerId: setUp.customerId, paymentMethod: card });
      return { message: 'Payment method updated', paymentMethod: presentPaymentMethod(card, stored.postalCode) };
    },

    async pauseBilling({ req }) {
      await pause.set(callerOf(req).id, true);
      return { message: 'Billing paused', billingPaused: true };
    },

    async resumeBilling({ req }) {
      await pause.set(callerOf(req).id, false);
      return { message: 'Billing resumed', billingPaused: false };
    },

    async payNow({ req, body }) {
      const { paid, amountCents } = await deps.payNow.pay(callerOf(req).id, body.orderId, new Date());
      return { paid, amount: amountCents / 100 };
    },

    async getBillingDetails({ req }) {
      const caller = callerOf(req);
      const [account, agreement, invoiceList] = await Promise.all([accounts.findByUser(caller.id), agreements.latestOf(caller.id), invoices.listOf(caller.id)]);
      return {
        provider: provider.kind,
        publishableKey: provider.kind === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        billing: presentBilling(account?.provider === provider.kind ? account : account && { ...account, paymentMethod: null }, agreement, invoiceList),
      };
    },

    async createSandboxPaymentMethod({ req, body }) {
      const caller = callerOf(req);
      if (!sandbox) throw new DomainError('not-found', 'Test cards are taken in test mode only: enter your card in the card form');
      const made = await sandbox.createPaymentMethod(
        caller.id,
        { number: body.card.number, expMonth: body.card.exp_month, expYear: body.card.exp_year, cvc: body.card.cvc },
        body.billing_details?.address?.postal_code ?? null,
        new Date(),
      );
      return { paymentMethod: { id: made.id, card: { brand: made.card.brand, last4: made.card.last4, exp_month: made.card.expMonth, exp_year: made.card.expYear } } };
    },

    async stripeWebhook({ req }) {
      if (!webhook) throw new DomainError('not-found', 'Stripe is not configured here');
      const signature = req.headers['stripe-signature'];
      await webhook.receive(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), typeof signature === 'string' ? signature : '');
      return { received: true as const };
    },
  };
}
