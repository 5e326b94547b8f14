import { createLogger } from '@rto/kit';
import type Stripe from 'stripe';
import { createStripeProvider } from '../../src/adapters/stripe.provider';

/**
 * What the Stripe adapter sends for send-invoice collection (issue 22, item 1): the calls as made. stripe-mock
 * accepting them: test/integration/stripe-send-invoice.test.ts.
 */
function recordingStripe() {
  const calls: Array<[string, ...unknown[]]> = [];
  const record = (name: string, answer: unknown) => async (...args: unknown[]) => (calls.push([name, ...args]), answer);
  const stripe = {
    subscriptions: { update: record('subscriptions.update', { id: 'sub_1' }) },
    paymentMethods: {
      detach: record('paymentMethods.detach', { id: 'pm_1' }),
      retrieve: record('paymentMethods.retrieve', { id: 'pm_once', customer: null }),
      attach: record('paymentMethods.attach', { id: 'pm_once', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 } }),
    },
    customers: { update: record('customers.update', {}) },
  };
  return { calls, provider: createStripeProvider(stripe as unknown as Stripe, createLogger('stripe-send-invoice-test', 'silent')) };
}

describe('send-invoice collection at Stripe', () => {
  it('when a subscription sends invoices, then collection_method send_invoice with days_until_due 0 (due on the draft day); charging again names the card', async () => {
    const { calls, provider } = recordingStripe();
    await provider.setCollection('sub_1', 'send_invoice', null);
    await provider.setCollection('sub_1', 'charge_automatically', 'pm_new');
    expect(calls).toEqual([
      ['subscriptions.update', 'sub_1', { collection_method: 'send_invoice', days_until_due: 0 }],
      ['subscriptions.update', 'sub_1', { collection_method: 'charge_automatically', default_payment_method: 'pm_new' }],
    ]);
  });

  it('when a card pays once (not made the default), then it is attached only: the customer and their default card are left alone; then it is detached', async () => {
    const { calls, provider } = recordingStripe();
    await provider.setUpPaymentMethod({ userId: 'user-1', customerId: 'cus_1', paymentMethodId: 'pm_once', postalCode: '46204', makeDefault: false });
    await provider.detachPaymentMethod('pm_once');
    expect(calls.map(([name]) => name)).toEqual(['paymentMethods.retrieve', 'paymentMethods.attach', 'paymentMethods.detach']);
  });
});
