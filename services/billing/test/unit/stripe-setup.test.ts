import { createLogger, DomainError, storeDateOf } from '@rto/kit';
import { nextDraftDate } from '@rto/rules';
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

describe("starting a subscription at Stripe: the draft day on the store's calendar", () => {
  const STORE = 'America/Indiana/Indianapolis';

  /** Stripe's documented rule: the anchor is the next `day_of_month` at `hour:minute:second` UTC, by default the creation's. */
  function stripeAnchorOf(config: Stripe.SubscriptionCreateParams.BillingCycleAnchorConfig, created: Date): Date {
    for (let month = created.getUTCMonth(); ; month += 1) {
      const at = Date.UTC(created.getUTCFullYear(), month, config.day_of_month, config.hour ?? created.getUTCHours(), config.minute ?? created.getUTCMinutes(), config.second ?? created.getUTCSeconds());
      if (at > created.getTime()) return new Date(at);
    }
  }

  async function anchorSent(created: string, draftDay: number) {
    const sent: Stripe.SubscriptionCreateParams[] = [];
    const stripe = {
      products: { retrieve: async (id: string) => ({ id }) },
      subscriptions: { create: async (params: Stripe.SubscriptionCreateParams) => (sent.push(params), { id: 'sub_1', status: 'active' }) },
    };
    const provider = createStripeProvider(stripe as unknown as Stripe, createLogger('stripe-anchor-test', 'silent'), STORE);
    const request = { userId: 'user-1', customerId: 'cus_mine', orderId: 'order-1', monthlyTotalCents: 4_000, todayChargeCents: 6_500, draftDay, paymentMethodId: 'pm_card_visa', now: new Date(created) };
    await provider.startSubscription(request);
    return sent[0]!.billing_cycle_anchor_config!;
  }

  it('when an order is placed at 20:30 in Indianapolis (01:30 UTC the next day), then Stripe anchors at the start of the draft day there, not the evening before', async () => {
    const config = await anchorSent('2027-01-13T01:30:00Z', 13);
    // 05:00 UTC: 00:00 in Indianapolis in winter, 01:00 in summer.
    expect(config).toEqual({ day_of_month: 13, hour: 5, minute: 0, second: 0 });
    const anchor = stripeAnchorOf(config, new Date('2027-01-13T01:30:00Z'));
    expect(anchor.toISOString()).toBe('2027-01-13T05:00:00.000Z');
    expect(storeDateOf(anchor, STORE)).toBe(nextDraftDate(new Date('2027-01-13T01:30:00Z'), 13, STORE));
  });

  it.each([
    ['placed the evening before the draft day, in winter', '2027-01-13T01:30:00Z', 13],
    ['placed the evening before the draft day, in summer', '2027-07-13T01:30:00Z', 13],
    ['placed on the draft day at 20:30, already the next day in UTC', '2027-01-13T01:30:00Z', 12],
    ['placed on the draft day at noon', '2027-07-12T16:00:00Z', 12],
    ['placed mid-month', '2027-03-20T01:30:00Z', 5],
  ])('when the order is %s, then the first draft and the ones after it fall on the store\'s draft days', async (_label, created, draftDay) => {
    const config = await anchorSent(created, draftDay);
    const anchor = stripeAnchorOf(config, new Date(created));
    expect(storeDateOf(anchor, STORE)).toBe(nextDraftDate(new Date(created), draftDay, STORE));
    // Later months keep the anchor's UTC time of day: on the draft day whether the store is on winter or summer time.
    for (const month of [1, 4, 7, 11]) {
      const later = new Date(Date.UTC(2028, month - 1, draftDay, config.hour!, config.minute!, config.second!));
      expect(storeDateOf(later, STORE)).toBe(`2028-${String(month).padStart(2, '0')}-${String(draftDay).padStart(2, '0')}`);
    }
  });
});
