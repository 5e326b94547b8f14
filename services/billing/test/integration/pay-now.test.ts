import { signServiceToken, type Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { TestStack } from '../../../../test-support/stack';
import { billingOf } from '../support/png';

/**
 * POST /payNow with the sandbox provider, behind the real gateway with identity, against the real test servers: each
 * due invoice is claimed before the provider is asked, so it is charged once however the calls race or crash.
 */

let stack: TestStack;
let database: Connection;
let billingUrl: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
    },
    env: { SANDBOX_DRAFT_INTERVAL: '1s' },
  });
  database = await stack.database('billing');
  billingUrl = stack.services['billing']!.url;
});

afterAll(async () => {
  await stack?.stop();
});

const registerCustomer = () => stack.registerCustomer({ name: 'Jane Renter', email: stack.email('paynow') });
const storeBilling = (token: string, body: unknown) => stack.call<Record<string, unknown>>('POST', '/storeBilling', { token, body });
const changeCard = (token: string, paymentMethodId: string) => stack.call('PATCH', '/updatePaymentMethod', { token, body: { paymentMethodId } });
const payNow = (token: string, orderId: string) => stack.call<{ paid?: number; amount?: number; error?: string; type?: string }>('POST', '/payNow', { token, body: { orderId } });
const paidEventsOf = (invoiceId: string) => stack.probe.all('invoice.paid').filter((event) => (event.data as { invoiceId?: string }).invoiceId === invoiceId);
const invoiceOf = (invoiceId: string) => database.collection('invoices').findOne({ invoiceId });
/** What the sandbox provider was asked to charge for the invoice: one record per charge it made. */
const chargesOf = (invoiceId: string) => database.collection('sandbox_charges').find({ invoiceId }).sort({ createdAt: 1 }).toArray();

/** Starts an order's subscription as the order service does, through billing's internal API. */
async function startSubscription(orderId: string, userId: string) {
  const response = await fetch(`${billingUrl}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, userId, monthlyTotalCents: 4_000, todayChargeCents: 4_000, items: [{ productId: 'p1', name: 'Washer', monthlyPriceCents: 4_000 }] }),
  });
  expect(response.status).toBeLessThan(300);
}

/** A customer with billing whose order's monthly draft failed: one failed invoice is due on it. */
async function overdueOrder() {
  const customer = await registerCustomer();
  await storeBilling(customer.token, billingOf());
  const orderId = `order-${Math.random().toString(16).slice(2)}`;
  await startSubscription(orderId, customer.id);
  await database.collection('subscriptions').updateOne({ orderId }, { $set: { paymentMethodId: 'pm_card_chargeCustomerFail', nextDraftAt: new Date(Date.now() - 60_000) } });
  const failed = await eventually(async () => {
    const invoice = await database.collection('invoices').findOne({ orderId, status: 'failed' });
    expect(invoice).not.toBeNull();
    return invoice!;
  }, 20_000);
  return { customer, orderId, invoiceId: failed['invoiceId'] as string };
}

describe('paying what is due now (POST /payNow)', () => {
  it("when another customer names an overdue order's id, then 404 as for no order, and nothing of it is paid or claimed", async () => {
    const { orderId, invoiceId } = await overdueOrder();
    const stranger = await registerCustomer();
    await storeBilling(stranger.token, billingOf());
    const paying = await payNow(stranger.token, orderId);
    expect(paying).toMatchObject({ status: 404, body: { error: 'No such order' } });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'failed', paidAt: null, claimToken: null });
    expect(await chargesOf(invoiceId)).toEqual([]);
    expect(paidEventsOf(invoiceId)).toEqual([]);
  }, 30_000);

  it('when the owner sends it twice at once, then the provider is asked once: one 200 counts it, one 409, one invoice.paid', async () => {
    const { customer, orderId, invoiceId } = await overdueOrder();
    const answers = await Promise.all([payNow(customer.token, orderId), payNow(customer.token, orderId)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toEqual({ paid: 1, amount: 40 });
    // The second either found the first paying it, or (the first already done) nothing due.
    expect(['A payment for this order is already in progress', 'Nothing is due on this order']).toContain(answers.find((answer) => answer.status === 409)!.body.error);
    expect(await chargesOf(invoiceId)).toEqual([expect.objectContaining({ outcome: 'succeeded', amountCents: 4_000 })]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'paid', claimToken: null });
    await eventually(async () => expect(paidEventsOf(invoiceId)).toHaveLength(1));
    expect(await payNow(customer.token, orderId)).toMatchObject({ status: 409, body: { error: 'Nothing is due on this order' } });
    expect(await chargesOf(invoiceId)).toHaveLength(1);
  }, 30_000);

  it('when five are sent at once, then still one charge and one 200', async () => {
    const { customer, orderId, invoiceId } = await overdueOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => payNow(customer.token, orderId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await chargesOf(invoiceId)).toHaveLength(1);
    await eventually(async () => expect(paidEventsOf(invoiceId)).toHaveLength(1));
  }, 30_000);

  it('when the body names an amount of its own, then it is ignored: the invoice is charged what it says', async () => {
    const { customer, orderId, invoiceId } = await overdueOrder();
    const paying = await stack.call('POST', '/payNow', { token: customer.token, body: { orderId, amount: 0.01, amountCents: 1, invoiceId: 'in_other' } });
    expect(paying).toMatchObject({ status: 200, body: { paid: 1, amount: 40 } });
    expect(await chargesOf(invoiceId)).toEqual([expect.objectContaining({ amountCents: 4_000, outcome: 'succeeded' })]);
  }, 30_000);

  it('when the card is declined, then 402, the invoice stays due and unclaimed, and a good card pays it on the next try', async () => {
    const { customer, orderId, invoiceId } = await overdueOrder();
    expect((await changeCard(customer.token, 'pm_card_chargeCustomerFail')).status).toBe(200);
    const declined = await payNow(customer.token, orderId);
    expect(declined).toMatchObject({ status: 402, body: { type: 'payment_error', error: 'Your card was declined.' } });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'failed', paidAt: null, claimToken: null, claimExpiresAt: null, payAttempts: 1 });
    // The same card again is a new attempt: the provider is asked again, and declines again.
    expect((await payNow(customer.token, orderId)).status).toBe(402);
    expect((await chargesOf(invoiceId)).map((charge) => charge['outcome'])).toEqual(['declined', 'declined']);

    expect((await changeCard(customer.token, 'pm_card_visa')).status).toBe(200);
    expect(await payNow(customer.token, orderId)).toMatchObject({ status: 200, body: { paid: 1, amount: 40 } });
    expect((await chargesOf(invoiceId)).map((charge) => charge['outcome'])).toEqual(['declined', 'declined', 'succeeded']);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'paid', claimToken: null });
    await eventually(async () => expect(paidEventsOf(invoiceId)).toHaveLength(1));
  }, 30_000);

  it('when a claim is held by a call still running, then 409 in progress and the provider is not asked', async () => {
    const { customer, orderId, invoiceId } = await overdueOrder();
    await database.collection('invoices').updateOne({ invoiceId }, { $set: { claimToken: 'another-call', claimExpiresAt: new Date(Date.now() + 60_000) } });
    expect(await payNow(customer.token, orderId)).toMatchObject({ status: 409, body: { error: 'A payment for this order is already in progress' } });
    expect(await chargesOf(invoiceId)).toEqual([]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'failed', claimToken: 'another-call' });
  }, 30_000);

  it('when a crash left an expired claim, then the next call takes it over and pays', async () => {
    const { customer, orderId, invoiceId } = await overdueOrder();
    await database.collection('invoices').updateOne({ invoiceId }, { $set: { claimToken: 'crashed-call', claimExpiresAt: new Date(Date.now() - 1_000) } });
    expect(await payNow(customer.token, orderId)).toMatchObject({ status: 200, body: { paid: 1, amount: 40 } });
    expect(await chargesOf(invoiceId)).toHaveLength(1);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'paid', claimToken: null });
    await eventually(async () => expect(paidEventsOf(invoiceId)).toHaveLength(1));
  }, 30_000);

  it('when a crash came after the provider charged but before the invoice was marked, then the retry is answered with that charge, not a second one', async () => {
    const { customer, orderId, invoiceId } = await overdueOrder();
    // What the crashed call left: its expired claim, and the charge the provider made under the attempt's key.
    await database.collection('invoices').updateOne({ invoiceId }, { $set: { claimToken: 'crashed-call', claimExpiresAt: new Date(Date.now() - 1_000) } });
    const key = `pay-${invoiceId}-0-pm_card_visa`;
    await database.collection('sandbox_charges').insertOne({
      _id: key as never,
      invoiceId,
      userId: customer.id,
      paymentMethodId: 'pm_card_visa',
      amountCents: 4_000,
      outcome: 'succeeded',
      decline: null,
      createdAt: new Date(),
    });
    expect(await payNow(customer.token, orderId)).toMatchObject({ status: 200, body: { paid: 1, amount: 40 } });
    expect(await chargesOf(invoiceId)).toEqual([expect.objectContaining({ _id: key })]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'paid' });
  }, 30_000);

  it("when one customer sends Pay Now over and over (testing cards through it), then the gateway's per-customer limit answers 429, and nothing is charged", async () => {
    const customer = await registerCustomer();
    const orderId = `order-${Math.random().toString(16).slice(2)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await stack.call('POST', '/payNow', { token: customer.token, body: { orderId, paymentMethodId: 'pm_card_visa' } });
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const limited = await stack.call('POST', '/payNow', { token: customer.token, body: { orderId, paymentMethodId: 'pm_card_visa' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await database.collection('sandbox_charges').countDocuments({ userId: customer.id })).toBe(0);
    // Another customer is not held back by it.
    expect((await payNow((await registerCustomer()).token, orderId)).status).toBe(404);
  });
});
