import { createLogger } from '@rto/kit';
import type Stripe from 'stripe';
import { createStripeProvider } from '../../src/adapters/stripe.provider';

/**
 * A late fee (an invoice of billing's own, which Stripe never drafted) paid at Stripe: a PaymentIntent charged off
 * session with the saved card, under our idempotency key; Stripe's own invoices keep invoices.pay. stripe-mock
 * accepting it, with Pay Now: test/integration/stripe.test.ts.
 */
const payment = { userId: 'user-1', customerId: 'cus_mine', invoiceId: 'fee_1_in_1', amountCents: 800, paymentMethodId: 'pm_card_visa', idempotencyKey: 'pay-fee_1_in_1-0-pm_card_visa', now: new Date() };

describe('charging an invoice of ours at Stripe', () => {
  it('when the invoice is ours, then a PaymentIntent is created and confirmed off session with the amount, card and key', async () => {
    const calls: unknown[][] = [];
    const stripe = {
      paymentIntents: { create: async (...args: unknown[]) => (calls.push(args), { id: 'pi_1', status: 'succeeded' }) },
      invoices: { pay: async () => Promise.reject(new Error('not an invoice at Stripe')) },
    };
    const provider = createStripeProvider(stripe as unknown as Stripe, createLogger('stripe-fee-test', 'silent'));
    await provider.payInvoice({ ...payment, ownInvoice: true });
    expect(calls).toEqual([
      [
        { amount: 800, currency: 'usd', customer: 'cus_mine', payment_method: 'pm_card_visa', off_session: true, confirm: true, metadata: { userId: 'user-1', invoiceId: 'fee_1_in_1' } },
        { idempotencyKey: 'pay-fee_1_in_1-0-pm_card_visa' },
      ],
    ]);
  });
});
