import { createLogger, DomainError } from '@rto/kit';
import type Stripe from 'stripe';
import { createStripeProvider } from '../../src/adapters/stripe.provider';

/**
 * storeBilling after a SetupIntent (issue 21, item 1): the card Stripe.js confirmed is attached to the customer
 * already. stripe-mock keeps no state (every payment method it returns has no customer), so which calls the provider
 * makes for an attached card is checked here, against a recording stand-in for the SDK.
 */

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 };

function recordingStripe(owner: string | null) {
  const calls: string[] = [];
  const stripe = {
    customers: { update: async () => (calls.push('customers.update'), {}) },
    paymentMethods: {
      retrieve: async (id: string) => (calls.push('paymentMethods.retrieve'), { id, customer: owner, card }),
      attach: async (id: string, { customer }: { customer: string }) => (calls.push('paymentMethods.attach'), { id, customer, card }),
    },
  };
  return { calls, provider: createStripeProvider(stripe as unknown as Stripe, createLogger('stripe-setup-test', 'silent')) };
}

const request = { userId: 'user-1', customerId: 'cus_mine', paymentMethodId: 'pm_confirmed', postalCode: '46204' };

describe('storing a card Stripe.js confirmed through a SetupIntent', () => {
  it('when the card is attached to this customer already, then it is kept as the default without attaching it again', async () => {
    const { calls, provider } = recordingStripe('cus_mine');
    const setUp = await provider.setUpPaymentMethod(request);
    expect(setUp).toEqual({ customerId: 'cus_mine', paymentMethodId: 'pm_confirmed', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 } });
    expect(calls).toEqual(['paymentMethods.retrieve', 'customers.update']);
  });

  it('when the card is attached to no one (a client that skipped the SetupIntent), then it is attached as before', async () => {
    const { calls, provider } = recordingStripe(null);
    await provider.setUpPaymentMethod(request);
    expect(calls).toEqual(['paymentMethods.retrieve', 'paymentMethods.attach', 'customers.update']);
  });

  it("when the card is another customer's, then it is refused as unknown and nothing is changed", async () => {
    const { calls, provider } = recordingStripe('cus_someone_else');
    const refused = await provider.setUpPaymentMethod(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).kind).toBe('invalid');
    expect(calls).toEqual(['paymentMethods.retrieve']);
  });
});

describe("paying an invoice now at Stripe (POST /payNow's provider call)", () => {
  it('when an invoice is paid, then invoices.pay carries our idempotency key, so a retry after a crash is answered as the first call', async () => {
    const calls: unknown[][] = [];
    const stripe = { invoices: { pay: async (...args: unknown[]) => (calls.push(args), { id: 'in_1', status: 'paid' }) } };
    const provider = createStripeProvider(stripe as unknown as Stripe, createLogger('stripe-pay-test', 'silent'));
    const payment = { userId: 'user-1', customerId: 'cus_mine', invoiceId: 'in_1', amountCents: 4_000, paymentMethodId: 'pm_card_visa', idempotencyKey: 'pay-in_1-0-pm_card_visa', now: new Date() };
    await provider.payInvoice(payment);
    expect(calls).toEqual([['in_1', { payment_method: 'pm_card_visa' }, { idempotencyKey: 'pay-in_1-0-pm_card_visa' }]]);
  });
});
