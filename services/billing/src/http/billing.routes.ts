import { callerOf, clientAddressOf, type HandlersOf } from '@rto/kit';
import type { ConfirmSandboxSetupIntent } from '../app/confirm-sandbox-setup-intent';
import type { CreateSandboxPaymentMethod } from '../app/create-sandbox-payment-method';
import type { CreateSetupIntent } from '../app/create-setup-intent';
import type { GetBillingDetails } from '../app/get-billing-details';
import type { PauseBilling } from '../app/pause-billing';
import type { PayNow } from '../app/pay-now';
import type { PayOff } from '../app/pay-off';
import type { ReceiveStripeWebhook } from '../app/receive-stripe-webhook';
import type { StoreBilling } from '../app/store-billing';
import type { SuspendCustomer } from '../app/suspend-customer';
import type { UpdatePaymentMethod } from '../app/update-payment-method';
import { billingAdminHandlers } from './admin.routes';
import type { billingContract } from './contract';
import { presentBilling, presentPaymentMethod } from './present';

/** The use cases billing's public paths call, one each. */
export interface BillingHandlerDeps {
  storeBilling: StoreBilling;
  updatePaymentMethod: UpdatePaymentMethod;
  pauseBilling: PauseBilling;
  payNow: PayNow;
  payOff: PayOff;
  getBillingDetails: GetBillingDetails;
  createSandboxPaymentMethod: CreateSandboxPaymentMethod;
  createSetupIntent: CreateSetupIntent;
  confirmSandboxSetupIntent: ConfirmSandboxSetupIntent;
  receiveStripeWebhook: ReceiveStripeWebhook;
  suspendCustomer: SuspendCustomer;
}

/** The signed-in customer's billing: always their own, keyed by the verified caller id, never by the request. */
export function billingHandlers(deps: BillingHandlerDeps): HandlersOf<typeof billingContract> {
  return {
    // The admin's suspend and activate: the same pause as the customer's own, below.
    ...billingAdminHandlers(deps.suspendCustomer),

    async storeBilling({ req, body }) {
      const signer = { ip: clientAddressOf(req), userAgent: String(req.headers['user-agent'] ?? '') };
      const stored = await deps.storeBilling({ ...body, userId: callerOf(req).id, signer });
      return {
        message: 'Billing details stored',
        paymentMethod: presentPaymentMethod(stored.card, stored.postalCode),
        agreement: { id: stored.agreement.id, agreementVersion: stored.agreement.agreementVersion, signedAt: stored.agreement.storedAt.toISOString() },
      };
    },

    async updatePaymentMethod({ req, body }) {
      const updated = await deps.updatePaymentMethod(callerOf(req).id, body.paymentMethodId);
      return { message: 'Payment method updated', paymentMethod: presentPaymentMethod(updated.card, updated.postalCode) };
    },

    async pauseBilling({ req }) {
      const pause = await deps.pauseBilling(callerOf(req).id, true);
      return { message: 'Billing paused', billingPaused: pause.billingPaused, pauseEndsAt: pause.endsAt?.toISOString() ?? null };
    },

    async resumeBilling({ req }) {
      const pause = await deps.pauseBilling(callerOf(req).id, false);
      return { message: 'Billing resumed', billingPaused: pause.billingPaused };
    },

    async payNow({ req, body }) {
      if (body.payoff) {
        const { paid, amountCents, owned } = await deps.payOff(callerOf(req).id, body.orderId);
        return { paid, amount: amountCents / 100, owned };
      }
      const card = body.paymentMethodId ? { paymentMethodId: body.paymentMethodId, saveCard: body.saveCard ?? false } : undefined;
      const { paid, amountCents } = await deps.payNow(callerOf(req).id, body.orderId, card);
      return { paid, amount: amountCents / 100 };
    },

    async getBillingDetails({ req }) {
      const details = await deps.getBillingDetails(callerOf(req).id);
      return { provider: details.provider, publishableKey: details.publishableKey, billing: presentBilling(details.account, details.agreement, details.invoices, details.pause) };
    },

    async createSandboxPaymentMethod({ req, body }) {
      const { card } = body;
      const entry = { number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc };
      const made = await deps.createSandboxPaymentMethod(callerOf(req).id, entry, body.billing_details?.address?.postal_code ?? null);
      return { paymentMethod: { id: made.id, card: { brand: made.card.brand, last4: made.card.last4, exp_month: made.card.expMonth, exp_year: made.card.expYear } } };
    },

    async createSetupIntent({ req }) {
      const made = await deps.createSetupIntent(callerOf(req).id);
      return { setupIntentId: made.setupIntentId, clientSecret: made.clientSecret };
    },

    async confirmSandboxSetupIntent({ req, body }) {
      const confirmed = await deps.confirmSandboxSetupIntent(callerOf(req).id, body.clientSecret, body.paymentMethodId);
      return { setupIntent: { id: confirmed.setupIntentId, status: 'succeeded' as const, payment_method: confirmed.paymentMethodId } };
    },

    async stripeWebhook({ req }) {
      const signature = req.headers['stripe-signature'];
      await deps.receiveStripeWebhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), typeof signature === 'string' ? signature : '');
      return { received: true as const };
    },
  };
}
