import { newEvent, signServiceToken, type Connection } from '@rto/kit';
import { orderReturned } from '@rto/contracts';
import { loadBillingConfig } from '@rto/billing';
import { eventually } from '@rto/kit/testing';
import { orderPayoffCents, PAYMENTS_TO_OWN } from '@rto/rules';
import type { TestStack } from '../../../../test-support/stack';
import { billingOf } from '../support/png';
import { sendStripeWebhook, stripeEvent, useStripeBilling } from '../support/stripe-billing';

/**
 * Ownership (issue 22, item 5) with Stripe's adapter against stripe-mock: Stripe's 24th paid invoice, told by a webhook
 * the test signs, or a payoff through POST /payNow, completes the rental as owned; Stripe's later word that the
 * subscription is cancelled leaves it owned.
 */

let stack: TestStack;
let database: Connection;
let billingUrl: string;

useStripeBilling((running) => ({ stack, database, billingUrl } = running));

const ITEMS = [{ productId: 'p1', name: 'Washer', monthlyPriceCents: 4_000 }];
const subscriptionOf = (orderId: string) => database.collection('subscriptions').findOne({ orderId });
const ownedEventsOf = (orderId: string) => stack.probe.all('rental.owned').filter((event) => (event.data as { orderId?: string }).orderId === orderId);

/** Stripe's signed call to the webhook, through the gateway. */
const sendEvent = (type: string, object: Record<string, unknown>, created?: number) => sendStripeWebhook(stack, stripeEvent(type, object, created === undefined ? {} : { created }).payload);

/** A customer with billing at Stripe and an order's subscription started there, as the order service starts it. */
async function rentingAtStripe(label: string) {
  const customer = await stack.registerCustomer({ name: 'Stripe Owner', email: stack.email(label) });
  expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf() })).status).toBe(201);
  const account = await database.collection('billing_accounts').findOne({ userId: customer.id });
  const orderId = `order-${label}-${Math.random().toString(16).slice(2)}`;
  const started = await fetch(`${billingUrl}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, userId: customer.id, monthlyTotalCents: 4_000, todayChargeCents: 6_500, items: ITEMS }),
  });
  expect(started.status).toBeLessThan(300);
  const { subscription } = (await started.json()) as { subscription: { subscriptionId: string; status: string } };
  // stripe-mock keeps no state: the subscription is made active as Stripe would after the first payment.
  await database.collection('subscriptions').updateOne({ orderId }, { $set: { status: 'active' } });
  return { customer, orderId, customerId: account!['customerId'] as string, subscriptionId: subscription.subscriptionId };
}

/** Month `month`'s invoice, paid `paidLaterBy` seconds from now. */
const paidInvoice = (customerId: string, subscriptionId: string, month: number, paidLaterBy = 0) => ({
  id: `in_month_${month}_${Math.random().toString(36).slice(2)}`,
  object: 'invoice',
  customer: customerId,
  amount_paid: 4_000,
  amount_due: 4_000,
  currency: 'usd',
  created: Math.floor(Date.now() / 1000),
  status_transitions: { paid_at: Math.floor(Date.now() / 1000) + paidLaterBy },
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
});

describe('ownership through Stripe (stripe-mock, signed webhooks)', () => {
  it(`when Stripe tells of the ${PAYMENTS_TO_OWN}th paid invoice, then the rental is owned once, and Stripe's cancellation after it leaves it owned`, async () => {
    const { orderId, customerId, subscriptionId } = await rentingAtStripe('webhooks');
    for (let month = 1; month <= PAYMENTS_TO_OWN; month += 1) {
      expect((await sendEvent('invoice.paid', paidInvoice(customerId, subscriptionId, month))).status).toBe(200);
      if (month === PAYMENTS_TO_OWN - 1) {
        // One short: still running.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await subscriptionOf(orderId)).toMatchObject({ status: 'active' });
      }
    }
    await eventually(async () => expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned', ownedReason: 'last-payment' }), 15_000);
    await eventually(async () => expect(ownedEventsOf(orderId)).toHaveLength(1));

    // Stripe tells that the subscription was cancelled (our own cancellation): it stays owned.
    expect((await sendEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' }, Math.floor(Date.now() / 1000) + 5)).status).toBe(200);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned' });
  }, 60_000);

  it(`when Stripe tells of the ${PAYMENTS_TO_OWN}th month before the ${PAYMENTS_TO_OWN - 1}rd (its events come in any order), then the ${PAYMENTS_TO_OWN - 1}rd's event completes the rental, with the ${PAYMENTS_TO_OWN}th as its final payment`, async () => {
    const { orderId, customerId, subscriptionId } = await rentingAtStripe('out-of-order');
    for (let month = 1; month <= PAYMENTS_TO_OWN - 2; month += 1) expect((await sendEvent('invoice.paid', paidInvoice(customerId, subscriptionId, month))).status).toBe(200);
    const last = paidInvoice(customerId, subscriptionId, PAYMENTS_TO_OWN, 60);
    expect((await sendEvent('invoice.paid', last)).status).toBe(200);
    // Its event handled by billing (one short of the count) before the earlier month's is even recorded.
    const lastEvent = await eventually(async () => {
      const event = stack.probe.all('invoice.paid').find((published) => (published.data as { invoiceId?: string }).invoiceId === last.id);
      expect(event).toBeDefined();
      return event!;
    });
    await eventually(async () => expect(await database.collection('handled_events').findOne({ eventId: lastEvent.id, consumer: 'billing', status: 'done' })).not.toBeNull(), 15_000);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'active' });
    expect((await sendEvent('invoice.paid', paidInvoice(customerId, subscriptionId, PAYMENTS_TO_OWN - 1))).status).toBe(200);
    await eventually(async () => expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned', ownedReason: 'last-payment', finalInvoiceId: last.id }), 15_000);
    await eventually(async () => expect(ownedEventsOf(orderId)).toHaveLength(1));
  }, 60_000);

  it('when the customer pays off through POST /payNow, then Stripe is charged the rule\'s figure once and the rental is owned', async () => {
    const { customer, orderId, customerId, subscriptionId } = await rentingAtStripe('payoff');
    expect((await sendEvent('invoice.paid', paidInvoice(customerId, subscriptionId, 1))).status).toBe(200);
    await eventually(async () => expect(await database.collection('invoices').countDocuments({ orderId, status: 'paid' })).toBe(1));
    const expected = orderPayoffCents([4_000], 1);
    const answers = await Promise.all([1, 2].map(() => stack.call('POST', '/payNow', { token: customer.token, body: { orderId, payoff: true } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toEqual({ paid: 1, amount: expected / 100, owned: true });
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned', ownedReason: 'payoff' });
    expect(await database.collection('invoices').find({ orderId, kind: 'payoff' }).toArray()).toEqual([expect.objectContaining({ status: 'paid', amountCents: expected })]);
  }, 60_000);

  it('when the goods of a Stripe rental come back (order.returned), then it is cancelled at Stripe, ends here and gets its $0.00 final invoice once', async () => {
    const { customer, orderId, customerId, subscriptionId } = await rentingAtStripe('returned');
    expect((await sendEvent('invoice.paid', paidInvoice(customerId, subscriptionId, 1))).status).toBe(200);
    const returned = newEvent('order', orderReturned, { orderId, userId: customer.id, subscriptionId: null, returnedAt: new Date().toISOString(), condition: 'good', note: '' });
    await stack.probe.publish(returned);
    await stack.probe.publish(returned);
    // The final invoice is written after Stripe's cancellation answered: its presence says Stripe was asked.
    await eventually(async () => expect(await database.collection('invoices').find({ orderId, kind: 'final' }).toArray()).toEqual([expect.objectContaining({ invoiceId: `final-${orderId}`, amountCents: 0, status: 'paid', provider: 'stripe' })]), 15_000);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'canceled', nextDraftAt: null });
  }, 60_000);
});
