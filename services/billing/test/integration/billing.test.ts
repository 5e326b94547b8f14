import { signServiceToken, type Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { publishRaw } from '../support/bus';
import { agreementOf, billingOf, dataUrlOf, pngOf } from '../support/png';

/**
 * billing with the sandbox provider (no Stripe key: the default), behind the real gateway with identity, against the
 * real test servers.
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

const registerCustomer = () => stack.registerCustomer({ name: 'Jane Renter', email: stack.email('billing') });
const storeBilling = (token: string, body: unknown) => stack.call<Record<string, unknown>>('POST', '/storeBilling', { token, body });
/**
 * GET /getBillingDetails, on billing itself: the gateway's route table does not list it yet (its gateway line is the
 * gateway's to add, as for POST /createSandboxPaymentMethod).
 */
async function billingDetails(token: string): Promise<{ status: number; body: { provider: string; publishableKey: string | null; billing: Record<string, unknown> & { invoices: unknown[] } } }> {
  const response = await fetch(`${billingUrl}/getBillingDetails`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as never };
}
const serviceToken = () => `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`;

/** A call to billing's internal API, as the order service makes it. */
async function internal<T = Record<string, unknown>>(method: string, path: string, body?: unknown, authorization = serviceToken()): Promise<{ status: number; body: T }> {
  const response = await fetch(`${billingUrl}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const storedOf = async (userId: string) => ({
  accounts: await database.collection('billing_accounts').countDocuments({ userId }),
  agreements: await database.collection('agreements').countDocuments({ userId }),
});

describe('storing billing (POST /storeBilling)', () => {
  it('when a customer submits a test card and signs, then the card is their default and the signed agreement is kept as signed', async () => {
    const customer = await registerCustomer();
    const submission = billingOf({ draftDay: 9 });
    const response = await storeBilling(customer.token, submission);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      message: 'Billing details stored',
      paymentMethod: { id: 'pm_card_visa', card: { brand: 'visa', last4: '4242', exp_month: 12 }, billing_details: { address: { postal_code: '46204' } } },
      agreement: { agreementVersion: '1.0' },
    });

    const stored = await database.collection('agreements').findOne({ userId: customer.id });
    expect(stored).toMatchObject({ agreementVersion: '1.0', customerName: 'Jane Renter', signedDate: '5/14/2030', zipCode: '46204', draftDay: 9, saveCard: true });
    expect(Buffer.from(stored!['customerSignature'].buffer).equals(pngOf(300, 80))).toBe(true);
    expect(stored!['signerIp']).toMatch(/127\.0\.0\.1|::1/);
    expect(stored!['signatureTimestamp']).toEqual(new Date('2030-05-14T15:04:05.000Z'));

    // Shown again as signed, to view or download.
    const details = await billingDetails(customer.token);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      provider: 'sandbox',
      publishableKey: null,
      billing: {
        paymentMethod: { card: { brand: 'visa', last4: '4242' } },
        draftDay: 9,
        saveCard: true,
        billingPaused: false,
        agreement: { customerName: 'Jane Renter', customerSignature: submission.agreement.customerSignature, lessorSignature: submission.agreement.lessorSignature },
        invoices: [],
      },
    });
  });

  it('when the sandbox card form sends a typed test card, then it becomes a payment method whose number is kept nowhere', async () => {
    const customer = await registerCustomer();
    const made = await fetch(`${billingUrl}/createSandboxPaymentMethod`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ card: { number: '5555 5555 5555 4444', exp_month: 7, exp_year: 2031, cvc: '321' }, billing_details: { address: { postal_code: '46204' } } }),
    });
    expect(made.status).toBe(201);
    const { paymentMethod } = (await made.json()) as { paymentMethod: { id: string; card: unknown } };
    expect(paymentMethod).toEqual({ id: expect.stringMatching(/^pm_sandbox_/), card: { brand: 'mastercard', last4: '4444', exp_month: 7, exp_year: 2031 } });

    const response = await storeBilling(customer.token, billingOf({ paymentMethodId: paymentMethod.id }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ paymentMethod: { id: paymentMethod.id, card: { brand: 'mastercard', last4: '4444', exp_month: 7, exp_year: 2031 } } });

    for (const collection of ['sandbox_payment_methods', 'billing_accounts', 'agreements']) {
      const documents = await database.collection(collection).find({ userId: customer.id }).toArray();
      expect(documents.length).toBeGreaterThan(0);
      expect(JSON.stringify(documents)).not.toContain('5555555555554444');
      expect(JSON.stringify(documents)).not.toContain('5555 5555 5555 4444');
    }
  });

  it("when the card is declined, then the spec's payment_error answers with the provider's message and nothing is stored", async () => {
    const customer = await registerCustomer();
    const response = await storeBilling(customer.token, billingOf({ paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds' }));
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ type: 'payment_error', error: 'Your card has insufficient funds.', code: 'insufficient_funds' });
    expect(await storedOf(customer.id)).toEqual({ accounts: 0, agreements: 0 });
  });

  it.each([
    ['a zip code of 4 digits', billingOf({ zipCode: '1234' }), 'Zip code must be 5 digits'],
    ['draft day 31', billingOf({ draftDay: 31 }), 'Payment draft date must be a day from 1 to 28'],
    ['a signature that is not a PNG', billingOf({ agreement: agreementOf({ customerSignature: dataUrlOf(Buffer.from('not a png, only pretending to be one')) }) }), 'customerSignature is not a valid PNG image'],
    ['no agreement', billingOf({ agreement: undefined }), 'Please sign the rental agreement'],
  ])('when the submission has %s, then 400 gives the details and nothing is stored', async (_label, body, details) => {
    const customer = await registerCustomer();
    const response = await storeBilling(customer.token, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: `Validation error: ${details}`, details });
    expect(await storedOf(customer.id)).toEqual({ accounts: 0, agreements: 0 });
  });

  it('when there is no token, then the billing paths answer 401', async () => {
    for (const [method, path] of [['POST', '/storeBilling'], ['PATCH', '/updatePaymentMethod'], ['PATCH', '/pauseBilling'], ['POST', '/resumeBilling']] as const) {
      const response = await stack.call(method, path, { body: {} });
      expect(response.status).toBe(401);
    }
  });
});

describe('changing the card (PATCH /updatePaymentMethod)', () => {
  it('when a customer with billing picks another card, then it becomes their default', async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf());
    const response = await stack.call('PATCH', '/updatePaymentMethod', { token: customer.token, body: { paymentMethodId: 'pm_card_amex' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Payment method updated', paymentMethod: { card: { brand: 'amex', last4: '0005' }, billing_details: { address: { postal_code: '46204' } } } });
    expect((await billingDetails(customer.token)).body.billing).toMatchObject({ paymentMethod: { id: 'pm_card_amex' } });
  });

  it('when the new card is declined, then the old one stays', async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf());
    const response = await stack.call('PATCH', '/updatePaymentMethod', { token: customer.token, body: { paymentMethodId: 'pm_card_chargeDeclined' } });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ type: 'payment_error', error: 'Your card was declined.' });
    expect((await billingDetails(customer.token)).body.billing).toMatchObject({ paymentMethod: { id: 'pm_card_visa' } });
  });

  it('when a customer never stored billing, then 409 asks them to complete it first', async () => {
    const customer = await registerCustomer();
    const response = await stack.call('PATCH', '/updatePaymentMethod', { token: customer.token, body: { paymentMethodId: 'pm_card_visa' } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Please complete your billing setup first' });
  });
});

describe('pausing and resuming billing', () => {
  const userOf = async (customer: RegisteredCustomer) => (await stack.call<{ user: { billingPaused: boolean } }>('GET', '/getUser', { token: customer.token })).body.user;

  it('when a customer pauses then resumes, then billing.paused and billing.resumed are published and identity shows Suspended then Active', async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf());

    const paused = await stack.call('PATCH', '/pauseBilling', { token: customer.token });
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({ message: 'Billing paused', billingPaused: true, pauseEndsAt: expect.any(String) });
    const pausedEvent = await stack.probe.waitFor<{ userId: string; revision: number }>('billing.paused', (e) => e.data.userId === customer.id);
    expect(pausedEvent.source).toBe('billing');
    await eventually(async () => expect((await userOf(customer)).billingPaused).toBe(true));

    // Pausing again changes nothing and tells nobody.
    expect((await stack.call('PATCH', '/pauseBilling', { token: customer.token })).status).toBe(200);

    const resumed = await stack.call('POST', '/resumeBilling', { token: customer.token });
    expect(resumed.body).toEqual({ message: 'Billing resumed', billingPaused: false });
    const resumedEvent = await stack.probe.waitFor<{ userId: string; revision: number }>('billing.resumed', (e) => e.data.userId === customer.id);
    expect(resumedEvent.data.revision).toBeGreaterThan(pausedEvent.data.revision);
    await eventually(async () => expect((await userOf(customer)).billingPaused).toBe(false));
    expect(stack.probe.all('billing.paused').filter((e) => (e.data as { userId: string }).userId === customer.id)).toHaveLength(1);
    expect((await billingDetails(customer.token)).body.billing['billingPaused']).toBe(false);
  });

  it('when a late billing.paused arrives after billing.resumed, then identity keeps Active (the newer revision wins)', async () => {
    const customer = await registerCustomer();
    await stack.call('PATCH', '/pauseBilling', { token: customer.token });
    const pausedEvent = await stack.probe.waitFor('billing.paused', (e) => (e.data as { userId: string }).userId === customer.id);
    await stack.call('POST', '/resumeBilling', { token: customer.token });
    await stack.probe.waitFor('billing.resumed', (e) => (e.data as { userId: string }).userId === customer.id);
    await eventually(async () => expect((await userOf(customer)).billingPaused).toBe(false));

    // The same paused fact delivered again, under a new event id (as a replay would): older than what identity holds.
    await publishRaw(stack.namespace, { ...pausedEvent, id: `${pausedEvent.id}-again`, type: pausedEvent.type });
    const identity = await stack.database('identity');
    await eventually(async () => expect(await identity.collection('handled_events').countDocuments({ _id: `identity:${pausedEvent.id}-again` as never, status: 'done' })).toBe(1));
    expect((await userOf(customer)).billingPaused).toBe(false);
  });
});

describe("one customer never sees or changes another customer's billing", () => {
  it("when two customers store billing and one pauses, then each reads only their own and the other's stays as it was", async () => {
    const first = await registerCustomer();
    const second = await registerCustomer();
    await storeBilling(first.token, billingOf({ paymentMethodId: 'pm_card_visa' }));
    await storeBilling(second.token, billingOf({ paymentMethodId: 'pm_card_mastercard', agreement: agreementOf({ customerName: 'Sam Second' }) }));
    await stack.call('PATCH', '/pauseBilling', { token: second.token });

    const mine = (await billingDetails(first.token)).body.billing;
    expect(mine).toMatchObject({ paymentMethod: { card: { last4: '4242' } }, billingPaused: false, agreement: { customerName: 'Jane Renter' } });
    const theirs = (await billingDetails(second.token)).body.billing;
    expect(theirs).toMatchObject({ paymentMethod: { card: { last4: '4444' } }, billingPaused: true, agreement: { customerName: 'Sam Second' } });
  });
});

describe('the internal API for the order service', () => {
  const order = (userId: string, orderId = `order-${Math.random().toString(16).slice(2)}`) => ({
    orderId,
    userId,
    monthlyTotalCents: 10_500,
    todayChargeCents: 10_500,
    items: [{ productId: 'p1', name: 'Washer', monthlyPriceCents: 6_000 }, { productId: 'p2', name: 'Dryer', monthlyPriceCents: 4_500 }],
  });

  it('when the order service starts a subscription twice for one order, then there is one subscription and one first payment', async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf({ draftDay: 3 }));
    const request = order(customer.id);
    const [first, second] = await Promise.all([internal('POST', '/internal/subscriptions', request), internal('POST', '/internal/subscriptions', request)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body).toMatchObject({ subscription: { orderId: request.orderId, userId: customer.id, status: 'active', monthlyTotalCents: 10_500, draftDay: 3 } });
    const third = await internal<{ subscription: { subscriptionId: string } }>('POST', '/internal/subscriptions', request);
    expect(third.body.subscription.subscriptionId).toBe((first.body as { subscription: { subscriptionId: string } }).subscription.subscriptionId);
    expect(await database.collection('subscriptions').countDocuments({ orderId: request.orderId })).toBe(1);
    expect(await database.collection('invoices').countDocuments({ orderId: request.orderId })).toBe(1);

    const summary = await internal<{ billing: { invoices: Array<{ amountCents: number; status: string }>; paymentMethod: unknown } }>('GET', `/internal/customers/${customer.id}/billing`);
    expect(summary.status).toBe(200);
    expect(summary.body.billing).toMatchObject({ userId: customer.id, paymentMethod: { brand: 'visa', last4: '4242', postalCode: '46204' }, billingPaused: false, draftDay: 3 });
    expect(summary.body.billing.invoices).toEqual([expect.objectContaining({ amountCents: 10_500, status: 'paid', orderId: request.orderId })]);
  });

  it('when the first payment is refused, then the subscription is declined, and asking again answers the same decline', async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf({ paymentMethodId: 'pm_card_chargeCustomerFail' }));
    const request = order(customer.id);
    const first = await internal('POST', '/internal/subscriptions', request);
    expect(first.body).toMatchObject({ subscription: { status: 'declined', declineMessage: 'Your card was declined.', subscriptionId: null } });
    const again = await internal('POST', '/internal/subscriptions', request);
    expect(again.body).toEqual(first.body);
  });

  it('when the customer has no billing yet, then 409 says so; cancelling ends a subscription once', async () => {
    const customer = await registerCustomer();
    const refused = await internal('POST', '/internal/subscriptions', order(customer.id));
    expect(refused).toEqual({ status: 409, body: { error: 'This customer has not set up billing yet' } });

    await storeBilling(customer.token, billingOf());
    const request = order(customer.id);
    await internal('POST', '/internal/subscriptions', request);
    const cancelled = await internal('DELETE', `/internal/subscriptions/${request.orderId}`);
    expect(cancelled.body).toMatchObject({ subscription: { status: 'canceled' } });
    expect((await internal('DELETE', `/internal/subscriptions/${request.orderId}`)).body).toEqual(cancelled.body);
    expect((await internal('DELETE', '/internal/subscriptions/no-such-order')).status).toBe(404);
  });

  it('when a draft day comes, then the sandbox drafts that period once; while billing is paused it drafts nothing', async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf({ draftDay: 12 }));
    const request = order(customer.id);
    await internal('POST', '/internal/subscriptions', request);
    const subscriptions = database.collection('subscriptions');
    const stored = await subscriptions.findOne({ orderId: request.orderId });
    expect(stored!['nextDraftAt'].getUTCDate()).toBe(12);

    // The draft day has come (as if the clock had moved on): the scheduler drafts it and moves to the next month.
    const now = new Date();
    let due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 12));
    if (due > now) due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 12));
    const period = due.toISOString().slice(0, 10);
    const monthBefore = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() - 1, 12));
    await subscriptions.updateOne({ orderId: request.orderId }, { $set: { nextDraftAt: due } });
    const drafted = await eventually(async () => {
      const invoice = await database.collection('invoices').findOne({ orderId: request.orderId, period });
      expect(invoice).toMatchObject({ status: 'paid', amountCents: 10_500 });
      return invoice;
    });
    expect(drafted).not.toBeNull();
    await eventually(async () => expect((await subscriptions.findOne({ orderId: request.orderId }))!['nextDraftAt'].getTime()).toBeGreaterThan(due.getTime()));
    expect(await database.collection('invoices').countDocuments({ orderId: request.orderId, period })).toBe(1);

    await stack.call('PATCH', '/pauseBilling', { token: customer.token });
    await subscriptions.updateOne({ orderId: request.orderId }, { $set: { nextDraftAt: monthBefore } });
    await stack.probe.waitFor('billing.paused', (e) => (e.data as { userId: string }).userId === customer.id);
    // Two rounds of the scheduler (every second) later, still nothing for the paused month.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await database.collection('invoices').countDocuments({ orderId: request.orderId, period: monthBefore.toISOString().slice(0, 10) })).toBe(0);
    expect((await billingDetails(customer.token)).body.billing.invoices).toHaveLength(2);
  });

  it("when an order has a delivery fee, then today's payment takes it once with the first month, and later drafts do not", async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf({ draftDay: 5 }));
    const request = { ...order(customer.id), deliveryFeeCents: 2_500, todayChargeCents: 13_000 };
    const started = await internal('POST', '/internal/subscriptions', request);
    expect(started.body).toMatchObject({ subscription: { status: 'active', monthlyTotalCents: 10_500, deliveryFeeCents: 2_500 } });
    expect(await database.collection('invoices').find({ orderId: request.orderId }).toArray()).toEqual([expect.objectContaining({ period: 'first', amountCents: 13_000, status: 'paid' })]);
    // The invoice says what the $130.00 is: each item's first month and the delivery fee.
    const [first] = await database.collection('invoices').find({ orderId: request.orderId }).toArray();
    expect((first!['lines'] as Array<{ description: string; amountCents: number }>).map((line) => [line.description.replace(/: rent for the month from .*/, ''), line.amountCents])).toEqual([
      ['Washer', 6_000],
      ['Dryer', 4_500],
      ['Delivery fee', 2_500],
    ]);
  });

  it('when the internal paths are called without a service credential, then 401, and the gateway never routes them', async () => {
    const customer = await registerCustomer();
    expect((await internal('POST', '/internal/subscriptions', order(customer.id), '')).status).toBe(401);
    expect((await internal('GET', `/internal/customers/${customer.id}/billing`, undefined, `Bearer ${customer.token}`)).status).toBe(401);
    const throughGateway = await stack.call('GET', `/internal/customers/${customer.id}/billing`, { token: customer.token });
    expect(throughGateway.status).toBe(404);
    expect(throughGateway.body).not.toHaveProperty('billing');
  });
});

describe('what billing tells the others', () => {
  const order = (userId: string) => ({
    orderId: `order-${Math.random().toString(16).slice(2)}`,
    userId,
    monthlyTotalCents: 4_000,
    deliveryFeeCents: 2_500,
    todayChargeCents: 6_500,
    items: [{ productId: 'p1', name: 'Refrigerator', monthlyPriceCents: 4_000 }],
  });

  it('when a customer stores billing, then billing.stored is published for them (orders waiting for it go on); a refused card publishes nothing', async () => {
    const refusedCustomer = await registerCustomer();
    expect((await storeBilling(refusedCustomer.token, billingOf({ paymentMethodId: 'pm_card_chargeDeclined' }))).status).toBe(402);
    const customer = await registerCustomer();
    expect((await storeBilling(customer.token, billingOf())).status).toBe(201);
    const stored = await stack.probe.waitFor<{ userId: string }>('billing.stored', (e) => e.data.userId === customer.id);
    expect(stored).toMatchObject({ source: 'billing', data: { userId: customer.id, revision: 1 } });
    expect(stack.probe.all('billing.stored').filter((e) => (e.data as { userId: string }).userId === refusedCustomer.id)).toEqual([]);
  });

  it("when an order's first payment is refused, then payment.failed tells of today's payment once, however often the order asks", async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf({ paymentMethodId: 'pm_card_chargeCustomerFail' }));
    const request = order(customer.id);
    await internal('POST', '/internal/subscriptions', request);
    await internal('POST', '/internal/subscriptions', request);
    const failed = await stack.probe.waitFor<{ orderId?: string }>('payment.failed', (e) => e.data.orderId === request.orderId);
    expect(failed.data).toEqual({ userId: customer.id, orderId: request.orderId, amountCents: 6_500, message: 'Your card was declined.' });
    await eventually(async () => expect(await database.collection('subscriptions').countDocuments({ orderId: request.orderId, 'outbox.0': { $exists: true } })).toBe(0));
    expect(stack.probe.all('payment.failed').filter((e) => (e.data as { orderId?: string }).orderId === request.orderId)).toHaveLength(1);
  });

  it('when a monthly draft fails, then payment.failed tells of that invoice', async () => {
    const customer = await registerCustomer();
    await storeBilling(customer.token, billingOf({ draftDay: 20 }));
    const request = order(customer.id);
    await internal('POST', '/internal/subscriptions', request);
    // The card stops paying, and the draft day has come.
    await database.collection('subscriptions').updateOne({ orderId: request.orderId }, { $set: { paymentMethodId: 'pm_card_chargeCustomerFail', nextDraftAt: new Date(Date.now() - 60_000) } });
    const failed = await stack.probe.waitFor<{ orderId?: string }>('payment.failed', (e) => e.data.orderId === request.orderId);
    expect(failed.data).toEqual({ userId: customer.id, orderId: request.orderId, invoiceId: expect.stringMatching(/^in_sandbox_/), amountCents: 4_000, message: 'Your card was declined.' });
    expect(await database.collection('invoices').countDocuments({ orderId: request.orderId, status: 'failed' })).toBe(1);
  });
});

// POST /payNow is tested in pay-now.test.ts.
