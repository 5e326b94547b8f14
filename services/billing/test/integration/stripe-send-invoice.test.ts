import { createLogger, signServiceToken, type Connection } from '@rto/kit';
import { loadBillingConfig } from '@rto/billing';
import type { TestStack } from '../../../../test-support/stack';
import { createStripeClient, createStripeProvider } from '../../src/adapters/stripe.provider';
import { billingOf } from '../support/png';
import { sendStripeWebhook, stripeEvent, stripeMockUrl, useStripeBilling } from '../support/stripe-billing';

/**
 * "Save this card for recurring payments" unticked through Stripe (issue 22, item 1), against stripe-mock: the
 * subscription is switched to collection_method send_invoice and the card detached once the first payment is made;
 * Stripe's invoice.finalized of a send-invoice subscription (a signed webhook: stripe-mock sends none) is recorded
 * open with its due date; Pay Now pays it with a card given and detaches that card again.
 */

let stack: TestStack;
let database: Connection;
let billingUrl: string;

useStripeBilling((running) => ({ stack, database, billingUrl } = running), { DELIVERY_TIME_ZONE: 'America/Indiana/Indianapolis' });

const sendWebhook = (payload: string) => sendStripeWebhook(stack, payload);
const eventOf = (type: string, object: Record<string, unknown>) => stripeEvent(type, object).payload;

/** A customer who did not save their card, whose order's subscription started at Stripe. */
async function customerWithoutCard(orderId: string) {
  const customer = await stack.registerCustomer({ name: 'Stripe Nocard', email: stack.email('stripe-nocard') });
  expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf({ saveCard: false }) })).status).toBe(201);
  const token = `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`;
  const started = await fetch(`${billingUrl}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, userId: customer.id, monthlyTotalCents: 10_500, todayChargeCents: 10_500, items: [{ name: 'Washer', monthlyPriceCents: 10_500 }] }),
  });
  expect(started.status).toBe(200);
  const { subscription } = (await started.json()) as { subscription: { subscriptionId: string } };
  const account = await database.collection('billing_accounts').findOne({ userId: customer.id });
  return { customer, customerId: account!['customerId'] as string, subscriptionId: subscription.subscriptionId };
}

describe('send-invoice collection through Stripe (stripe-mock)', () => {
  it('when saveCard is false, then the subscription sends invoices and the card is detached; a finalized invoice is open and due, and Pay Now pays it with a card given', async () => {
    const orderId = `stripe-nocard-${Math.random().toString(16).slice(2)}`;
    const { customer, customerId, subscriptionId } = await customerWithoutCard(orderId);
    expect(await database.collection('subscriptions').findOne({ orderId })).toMatchObject({ collectionMethod: 'send_invoice' });
    expect((await database.collection('billing_accounts').findOne({ userId: customer.id }))?.['paymentMethod']).toBeNull();

    // Dec 12, 2030 at 17:00 UTC: noon in the store.
    const dueDate = Math.floor(Date.parse('2030-12-12T17:00:00Z') / 1000);
    const invoiceId = `in_${Math.random().toString(36).slice(2)}`;
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer: customerId,
      amount_paid: 0,
      amount_due: 10_500,
      currency: 'usd',
      created: dueDate,
      collection_method: 'send_invoice',
      due_date: dueDate,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { orderId } } },
    };
    expect((await sendWebhook(eventOf('invoice.finalized', invoice))).status).toBe(200);
    expect(await database.collection('invoices').findOne({ invoiceId })).toMatchObject({ status: 'open', orderId, amountCents: 10_500, dueDate: '2030-12-12', collectionMethod: 'send_invoice' });
    await stack.probe.waitFor('invoice.issued', (event) => event.data['invoiceId'] === invoiceId);

    const payNow = (body: Record<string, unknown>) => stack.call<{ paid?: number; error?: string }>('POST', '/payNow', { token: customer.token, body: { orderId, ...body } });
    expect(await payNow({})).toMatchObject({ status: 409, body: { error: 'Please add a card to pay this invoice' } });
    expect(await payNow({ paymentMethodId: 'pm_card_mastercard' })).toMatchObject({ status: 200, body: { paid: 1, amount: 105 } });
    expect(await database.collection('invoices').findOne({ invoiceId })).toMatchObject({ status: 'paid' });
  }, 30_000);

  it("when an invoice is finalized to be charged (the card kept), then it is left to its payment's event", async () => {
    const orderId = `stripe-nocard-${Math.random().toString(16).slice(2)}`;
    const { customerId, subscriptionId } = await customerWithoutCard(orderId);
    const invoiceId = `in_${Math.random().toString(36).slice(2)}`;
    const invoice = { id: invoiceId, object: 'invoice', customer: customerId, amount_paid: 0, amount_due: 10_500, currency: 'usd', created: 1_900_000_000, collection_method: 'charge_automatically', subscription: subscriptionId };
    expect((await sendWebhook(eventOf('invoice.finalized', invoice))).status).toBe(200);
    expect(await database.collection('invoices').findOne({ invoiceId })).toBeNull();
  }, 30_000);

  it('when the adapter switches a subscription and detaches a card, then stripe-mock accepts send_invoice with days_until_due, charge_automatically with the card, and the detach', async () => {
    const provider = createStripeProvider(createStripeClient({ secretKey: 'sk_test_billing', apiBase: stripeMockUrl, timeoutMs: 5_000 }), createLogger('stripe-send-invoice', 'silent'));
    await expect(provider.setCollection('sub_123', 'send_invoice', null)).resolves.toBeUndefined();
    await expect(provider.setCollection('sub_123', 'charge_automatically', 'pm_card_visa')).resolves.toBeUndefined();
    await expect(provider.detachPaymentMethod('pm_card_visa')).resolves.toBeUndefined();
  });
});
