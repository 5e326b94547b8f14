import { signServiceToken, type Connection } from '@rto/kit';
import { loadBillingConfig } from '@rto/billing';
import type { RegisteredCustomer, TestStack } from '../../../../test-support/stack';
import { billingOf } from '../support/png';
import { sendStripeWebhook, stripe, stripeEvent, STRIPE_WEBHOOK_SECRET, useStripeBilling } from '../support/stripe-billing';

/**
 * billing with the Stripe provider, its SDK pointed at the official stripe-mock server (started by `infra.sh up
 * test`, or testcontainers), behind the real gateway. stripe-mock keeps no state, so what only Stripe's side can tell
 * (an invoice paid or failed, a subscription's new status) comes as signed webhook events.
 */

let stack: TestStack;
let database: Connection;
let billingUrl: string;

useStripeBilling((running) => ({ stack, database, billingUrl } = running));

const registerCustomer = () => stack.registerCustomer({ name: 'Stripe Customer', email: stack.email('stripe') });

/** Stripe's call to the webhook, through the gateway: the raw body and its signature. */
const sendWebhook = (payload: string, signature?: string) => sendStripeWebhook(stack, payload, signature);

/** An event as Stripe sends it (the signature is over exactly these bytes). */
const eventOf = (type: string, object: Record<string, unknown>, id?: string) => stripeEvent(type, object, id ? { id } : {});

async function customerWithBilling(): Promise<{ customer: RegisteredCustomer; customerId: string }> {
  const customer = await registerCustomer();
  const stored = await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf() });
  expect(stored.status).toBe(201);
  const account = await database.collection('billing_accounts').findOne({ userId: customer.id });
  return { customer, customerId: account!['customerId'] as string };
}

/** A customer whose order's subscription started at Stripe, and its monthly invoice of $105 that failed (Stripe's webhook). */
async function failedStripeInvoice(orderId: string) {
  const { customer, customerId } = await customerWithBilling();
  const token = `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`;
  const started = await fetch(`${billingUrl}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, userId: customer.id, monthlyTotalCents: 10_500, todayChargeCents: 10_500, items: [{ name: 'Washer', monthlyPriceCents: 10_500 }] }),
  });
  const { subscription } = (await started.json()) as { subscription: { subscriptionId: string } };
  const invoice = invoiceOf(customerId, subscription.subscriptionId, { amount_paid: 0 });
  expect((await sendWebhook(eventOf('invoice.payment_failed', invoice).payload)).status).toBe(200);
  expect(await database.collection('invoices').findOne({ invoiceId: invoice.id })).toMatchObject({ status: 'failed', orderId });
  await stack.probe.waitFor('payment.failed', (event) => event.data['invoiceId'] === invoice.id);
  return { customer, invoice };
}

const invoiceOf = (customerId: string, subscription: string | null, overrides: Record<string, unknown> = {}) => ({
  id: `in_${Math.random().toString(36).slice(2)}`,
  object: 'invoice',
  customer: customerId,
  amount_paid: 10_500,
  amount_due: 10_500,
  currency: 'usd',
  created: Math.floor(Date.now() / 1000),
  status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
  parent: { type: 'subscription_details', subscription_details: { subscription, metadata: { orderId: 'order-from-metadata' } } },
  ...overrides,
});

describe('billing through Stripe (stripe-mock)', () => {
  it('when a customer stores billing, then Stripe makes the customer and attaches the card, and the agreement is kept', async () => {
    const { customer, customerId } = await customerWithBilling();
    expect(customerId).toMatch(/^cus_/);
    const details = await fetch(`${billingUrl}/getBillingDetails`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(await details.json()).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_billing',
      billing: { paymentMethod: { id: 'pm_card_visa', card: { brand: 'visa', last4: '4242' } }, agreement: { customerName: 'Jane Renter' }, billingPaused: false },
    });
  });

  it('when the order service starts a subscription, then Stripe subscribes the customer for the monthly total on the draft day; pause and resume reach it', async () => {
    const { customer } = await customerWithBilling();
    const token = `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`;
    const started = await fetch(`${billingUrl}/internal/subscriptions`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: 'stripe-order-1', userId: customer.id, monthlyTotalCents: 10_500, todayChargeCents: 10_500, items: [{ name: 'Washer', monthlyPriceCents: 10_500 }] }),
    });
    expect(started.status).toBe(200);
    const { subscription } = (await started.json()) as { subscription: { subscriptionId: string; status: string } };
    expect(subscription.subscriptionId).toMatch(/^sub_/);

    expect((await stack.call('PATCH', '/pauseBilling', { token: customer.token })).status).toBe(200);
    expect(await database.collection('subscriptions').findOne({ orderId: 'stripe-order-1' })).toMatchObject({ collectionPaused: true });
    expect((await stack.call('POST', '/resumeBilling', { token: customer.token })).status).toBe(200);
    expect(await database.collection('subscriptions').findOne({ orderId: 'stripe-order-1' })).toMatchObject({ collectionPaused: false });

    // Stripe says the subscription is now past due; an older event arriving later changes nothing.
    const update = eventOf('customer.subscription.updated', { id: subscription.subscriptionId, object: 'subscription', status: 'past_due' });
    expect((await sendWebhook(update.payload)).status).toBe(200);
    expect(await database.collection('subscriptions').findOne({ orderId: 'stripe-order-1' })).toMatchObject({ status: 'past_due' });
    const stale = JSON.parse(eventOf('customer.subscription.updated', { id: subscription.subscriptionId, object: 'subscription', status: 'active' }).payload) as { created: number };
    stale.created -= 3600;
    expect((await sendWebhook(JSON.stringify(stale))).status).toBe(200);
    expect(await database.collection('subscriptions').findOne({ orderId: 'stripe-order-1' })).toMatchObject({ status: 'past_due' });
  });

  it("when an order of one item starts its subscription, then Stripe takes the delivery fee with today's payment (stripe-mock accepts the call)", async () => {
    const { customer } = await customerWithBilling();
    const token = `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`;
    const started = await fetch(`${billingUrl}/internal/subscriptions`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: 'stripe-order-fee', userId: customer.id, monthlyTotalCents: 4_000, deliveryFeeCents: 2_500, todayChargeCents: 6_500, items: [{ name: 'Refrigerator', monthlyPriceCents: 4_000 }] }),
    });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ subscription: { subscriptionId: expect.stringMatching(/^sub_/), monthlyTotalCents: 4_000, deliveryFeeCents: 2_500 } });
  });

  it('when a webhook comes with a bad signature, then 400 and nothing changes', async () => {
    const { customerId } = await customerWithBilling();
    const invoice = invoiceOf(customerId, null);
    const { payload } = eventOf('invoice.paid', invoice);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, '', 't=1,v1=deadbeef']) {
      const response = await sendWebhook(payload, signature);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Invalid Stripe webhook: the signature does not match the body' });
    }
    // A body changed after signing is refused too.
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    expect((await sendWebhook(payload.replace('10500', '1'), signed)).status).toBe(400);
    expect(await database.collection('invoices').countDocuments({ invoiceId: invoice.id })).toBe(0);
  });

  it('when a signed invoice.paid is sent twice, then the invoice is recorded once, paid, for that customer', async () => {
    const { customer, customerId } = await customerWithBilling();
    const invoice = invoiceOf(customerId, 'sub_unknown_here');
    const event = eventOf('invoice.paid', invoice);
    expect((await sendWebhook(event.payload)).status).toBe(200);
    expect((await sendWebhook(event.payload)).body).toEqual({ received: true });

    const recorded = await database.collection('invoices').find({ invoiceId: invoice.id }).toArray();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ userId: customer.id, status: 'paid', amountCents: 10_500, provider: 'stripe', orderId: 'order-from-metadata' });
    expect(await database.collection('stripe_webhook_events').countDocuments({ _id: event.id as never })).toBe(1);
  });

  it('when a payment fails and Stripe later collects it, then the invoice goes from failed to paid', async () => {
    const { customerId } = await customerWithBilling();
    const invoice = invoiceOf(customerId, null, { amount_paid: 0 });
    expect((await sendWebhook(eventOf('invoice.payment_failed', invoice).payload)).status).toBe(200);
    expect(await database.collection('invoices').findOne({ invoiceId: invoice.id })).toMatchObject({ status: 'failed', amountCents: 10_500 });
    expect((await sendWebhook(eventOf('invoice.paid', { ...invoice, amount_paid: 10_500 }).payload)).status).toBe(200);
    expect(await database.collection('invoices').findOne({ invoiceId: invoice.id })).toMatchObject({ status: 'paid' });
  });

  it("when an order's monthly invoice failed, then POST /payNow pays it at Stripe (invoices.pay) and it is paid, with invoice.paid", async () => {
    const { customer, invoice } = await failedStripeInvoice('stripe-order-pay-now');
    const orderId = 'stripe-order-pay-now';

    const paid = await stack.call('POST', '/payNow', { token: customer.token, body: { orderId } });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ paid: 1, amount: 105 });
    expect(await database.collection('invoices').findOne({ invoiceId: invoice.id })).toMatchObject({ status: 'paid', failureMessage: null });
    await stack.probe.waitFor('invoice.paid', (event) => event.data['invoiceId'] === invoice.id && event.data['orderId'] === orderId);
    // Stripe's own invoice.paid for it, coming later, changes nothing.
    expect((await sendWebhook(eventOf('invoice.paid', { ...invoice, amount_paid: 10_500 }).payload)).status).toBe(200);
    expect(await database.collection('invoices').countDocuments({ invoiceId: invoice.id, status: 'paid' })).toBe(1);
    expect((await stack.call('POST', '/payNow', { token: customer.token, body: { orderId } })).body).toEqual({ error: 'Nothing is due on this order' });
  });

  it("when a late fee of ours is due beside Stripe's failed invoice, then POST /payNow pays both: Stripe's by invoices.pay, the fee by a PaymentIntent", async () => {
    const { customer, invoice } = await failedStripeInvoice('stripe-order-late-fee');
    // The fee as dunning assesses it on billing's timer (drafts-and-dunning.test.ts): an invoice of ours, due.
    const fee = { invoiceId: `fee_1_${invoice.id}`, userId: customer.id, provider: 'stripe', orderId: 'stripe-order-late-fee', kind: 'late-fee', feeFor: invoice.id };
    await database.collection('invoices').insertOne({ ...fee, amountCents: 800, currency: 'usd', status: 'failed', issuedAt: new Date(), payAttempts: 0, outbox: [] });
    const paid = await stack.call('POST', '/payNow', { token: customer.token, body: { orderId: fee.orderId } });
    expect(paid).toMatchObject({ status: 200, body: { paid: 2, amount: 113 } });
    expect(await database.collection('invoices').countDocuments({ orderId: fee.orderId, status: 'paid' })).toBe(2);
  });

  it('when a customer asks for a SetupIntent, then Stripe makes it for their customer (off_session), which storeBilling then reuses', async () => {
    const customer = await registerCustomer();
    const made = await stack.call<{ setupIntentId: string; clientSecret: string }>('POST', '/createSetupIntent', { token: customer.token });
    expect(made.status).toBe(201);
    expect(made.body.setupIntentId).toMatch(/^seti_/);
    expect(made.body.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    const account = await database.collection('billing_accounts').findOne({ userId: customer.id });
    expect(account).toMatchObject({ provider: 'stripe', customerId: expect.stringMatching(/^cus_/), paymentMethod: null });

    // Asked again (the customer changed the card after a decline): the same customer, stripe-mock takes the call again.
    expect((await stack.call('POST', '/createSetupIntent', { token: customer.token })).status).toBe(201);
    expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf() })).status).toBe(201);
    expect(await database.collection('billing_accounts').findOne({ userId: customer.id })).toMatchObject({ customerId: account!['customerId'], paymentMethod: { id: 'pm_card_visa' } });
    // Stripe.js confirms Stripe's SetupIntents: the sandbox's confirmation is not served.
    const sandboxConfirm = await stack.call('POST', '/confirmSandboxSetupIntent', { token: customer.token, body: { clientSecret: made.body.clientSecret, paymentMethodId: 'pm_card_visa' } });
    expect(sandboxConfirm.status).toBe(404);
  });

  it('when the sandbox card form is used while Stripe is configured, then 404: cards go to Stripe', async () => {
    const customer = await registerCustomer();
    const response = await fetch(`${billingUrl}/createSandboxPaymentMethod`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } }),
    });
    expect(response.status).toBe(404);
  });
});
