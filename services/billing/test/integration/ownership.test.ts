import { signServiceToken, type Connection } from '@rto/kit';
import { eventually, ManualClock } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling, type RunningBilling } from '@rto/billing';
import { orderPayoffCents, PAYMENTS_TO_OWN } from '@rto/rules';
import { TestStack } from '../../../../test-support/stack';
import { billingOf } from '../support/png';

/**
 * Ownership (issue 22, item 5) with the sandbox provider, billing on a test clock behind the real gateway: the last
 * monthly payment or an early payoff (POST /payNow {payoff: true}) completes the rental as owned, once, with
 * `rental.owned`, and nothing is drafted after it.
 */

const clock = new ManualClock('2027-01-05T15:00:00Z');
let stack: TestStack;
let database: Connection;
let billingUrl: string;
let billing: RunningBilling;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: async (env) => (billing = await startBilling(loadBillingConfig(env), { clock })),
    },
    env: { SANDBOX_DRAFT_INTERVAL: '1s', DUNNING_INTERVAL: '1s' },
  });
  database = await stack.database('billing');
  billingUrl = stack.services['billing']!.url;
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const ITEMS = [
  { productId: 'p1', name: 'Washer', monthlyPriceCents: 4_000 },
  { productId: 'p2', name: 'Dryer', monthlyPriceCents: 2_599 },
];
const MONTHLY = 6_599;

type PayAnswer = { paid?: number; amount?: number; owned?: boolean; error?: string };
const payOff = (token: string, orderId: string, extra: Record<string, unknown> = {}) =>
  stack.call<PayAnswer>('POST', '/payNow', { token, body: { orderId, payoff: true, ...extra } });
const subscriptionOf = (orderId: string) => database.collection('subscriptions').findOne({ orderId });
const invoicesOf = (orderId: string) => database.collection('invoices').find({ orderId }).sort({ issuedAt: 1 }).toArray();
const rentInvoicesOf = (orderId: string) => database.collection('invoices').find({ orderId, kind: 'rent' }).sort({ issuedAt: 1 }).toArray();
const ownedEventsOf = (orderId: string) => stack.probe.all('rental.owned').filter((event) => (event.data as { orderId?: string }).orderId === orderId);

/** A customer with billing whose order's subscription started (its first payment paid), as the order service starts it. */
async function rentingCustomer(label: string) {
  const customer = await stack.registerCustomer({ name: 'Olive Owner', email: stack.email(label) });
  expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf() })).status).toBe(201);
  const orderId = `order-${label}-${Math.random().toString(16).slice(2)}`;
  const response = await fetch(`${billingUrl}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, userId: customer.id, monthlyTotalCents: MONTHLY, todayChargeCents: MONTHLY, items: ITEMS }),
  });
  expect(response.status).toBeLessThan(300);
  return { customer, orderId };
}

/**
 * Billing's rounds run now rather than at the timer's next tick: the first may be one already under way at the
 * clock's old time (it joins it), the second surely began after the move. The timers keep running beside them.
 */
async function roundsAfterMove(): Promise<void> {
  for (let each = 0; each < 2; each += 1) await Promise.all([billing.rounds.draft(), billing.rounds.dun()]);
}

/**
 * Moves the test clock to the subscription's next draft date and waits until that month's invoice is recorded;
 * `backlog`: not for billing to have handled its invoice.paid (events lagging behind the months, as after an outage).
 */
async function nextMonth(orderId: string, backlog = false): Promise<void> {
  const before = (await rentInvoicesOf(orderId)).length;
  const due = (await subscriptionOf(orderId))?.['nextDraftAt'] as Date | null;
  expect(due).toBeInstanceOf(Date);
  clock.set(new Date(due!.getTime() + 60_000));
  await roundsAfterMove();
  await eventually(async () => expect((await rentInvoicesOf(orderId)).length).toBe(before + 1), 15_000);
  // A paid month is done once billing has handled its invoice.paid (where ownership is counted), as a month apart
  // in real time would leave it: the next month is not drafted while this one's event still waits in the queue.
  const drafted = (await rentInvoicesOf(orderId)).at(-1)!;
  if (backlog || drafted['status'] !== 'paid') return;
  const paid = await stack.probe.waitFor<{ invoiceId: string }>('invoice.paid', (event) => event.data.invoiceId === drafted['invoiceId'], 15_000);
  await eventually(async () => expect(await database.collection('handled_events').countDocuments({ eventId: paid.id, status: 'done' })).toBe(1), 15_000);
}

describe('the last monthly payment', () => {
  it(`when the ${PAYMENTS_TO_OWN}th payment is paid, then the rental is owned once, the provider stops, and the next month drafts nothing`, async () => {
    const { customer, orderId } = await rentingCustomer('last');
    for (let month = 1; month < PAYMENTS_TO_OWN; month += 1) await nextMonth(orderId);

    const invoices = await invoicesOf(orderId);
    expect(invoices.filter((invoice) => invoice['status'] === 'paid')).toHaveLength(PAYMENTS_TO_OWN);
    const last = invoices.at(-1)!;
    await eventually(async () => expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned', ownedReason: 'last-payment', finalInvoiceId: last['invoiceId'], nextDraftAt: null }), 15_000);
    await eventually(async () => expect(ownedEventsOf(orderId)).toHaveLength(1));
    expect(ownedEventsOf(orderId)[0]!.data).toEqual({ userId: customer.id, orderId, reason: 'last-payment', ownedAt: expect.any(String), invoiceId: last['invoiceId'], finalPaymentCents: last['amountCents'] });

    // The 25th month: the clock goes two months on and nothing more is drafted.
    clock.advance(62 * 24 * 3600 * 1000);
    await roundsAfterMove();
    expect(await invoicesOf(orderId)).toHaveLength(PAYMENTS_TO_OWN);
    // Owned: nothing is left to pay off.
    expect(await payOff(customer.token, orderId)).toMatchObject({ status: 409, body: { error: 'This order is paid off already: it is yours' } });
    expect(ownedEventsOf(orderId)).toHaveLength(1);
  }, 180_000);
});

describe('a month failed and unpaid when the term is drafted', () => {
  it(`when month 5 failed and stays unpaid, then drafting stops at ${PAYMENTS_TO_OWN} months, nothing is owned, and paying the failed month makes the rental owned`, async () => {
    const { customer, orderId } = await rentingCustomer('unpaid-month');
    for (let month = 1; month < 4; month += 1) await nextMonth(orderId);
    expect((await stack.call('PATCH', '/updatePaymentMethod', { token: customer.token, body: { paymentMethodId: 'pm_card_chargeCustomerFail' } })).status).toBe(200);
    await nextMonth(orderId);
    const failed = (await rentInvoicesOf(orderId)).at(-1)!;
    expect(failed).toMatchObject({ status: 'failed' });
    // Past the last retry day with the declining card still on file, so the month stays unpaid; then a good card.
    clock.advance(8 * 24 * 3600 * 1000);
    await roundsAfterMove();
    await eventually(async () => expect(await database.collection('invoices').findOne({ invoiceId: failed['invoiceId'] })).toMatchObject({ status: 'failed', dunningRetries: 3 }), 15_000);
    expect((await stack.call('PATCH', '/updatePaymentMethod', { token: customer.token, body: { paymentMethodId: 'pm_card_visa' } })).status).toBe(200);
    while ((await rentInvoicesOf(orderId)).length < PAYMENTS_TO_OWN) await nextMonth(orderId);

    // 23 paid and 1 unpaid: the term is drafted, so there is no next draft.
    expect((await rentInvoicesOf(orderId)).filter((invoice) => invoice['status'] === 'paid')).toHaveLength(PAYMENTS_TO_OWN - 1);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'active', nextDraftAt: null });
    clock.advance(62 * 24 * 3600 * 1000);
    await roundsAfterMove();
    expect(await rentInvoicesOf(orderId)).toHaveLength(PAYMENTS_TO_OWN);
    expect(ownedEventsOf(orderId)).toEqual([]);

    // Pay Now pays the failed month (and its late fee): the 24th paid month completes the rental.
    const paying = await stack.call<PayAnswer>('POST', '/payNow', { token: customer.token, body: { orderId } });
    expect(paying.status).toBe(200);
    await eventually(async () => expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned', ownedReason: 'last-payment', finalInvoiceId: failed['invoiceId'], nextDraftAt: null }), 15_000);
    await eventually(async () => expect(ownedEventsOf(orderId)).toHaveLength(1));
    expect(await rentInvoicesOf(orderId)).toHaveLength(PAYMENTS_TO_OWN);
  }, 240_000);
});

describe('the last monthly payment, its events behind the months', () => {
  it('when earlier months are handled after the last one was paid, then the last payment is the final one, recorded once', async () => {
    const { orderId } = await rentingCustomer('backlog');
    for (let month = 1; month < PAYMENTS_TO_OWN; month += 1) await nextMonth(orderId, true);

    const last = (await invoicesOf(orderId)).at(-1)!;
    await eventually(async () => expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned', ownedReason: 'last-payment', finalInvoiceId: last['invoiceId'] }), 15_000);
    await eventually(async () => expect(ownedEventsOf(orderId)).toHaveLength(1));
    expect(ownedEventsOf(orderId)[0]!.data).toMatchObject({ orderId, invoiceId: last['invoiceId'] });
  }, 180_000);
});

describe('the early payoff (POST /payNow {payoff: true})', () => {
  it('when the owner sends it twice at once, then it is charged once, by the rule and not by the client, and the rental is owned', async () => {
    const { customer, orderId } = await rentingCustomer('payoff');
    await nextMonth(orderId);
    await nextMonth(orderId);
    const expected = orderPayoffCents(ITEMS.map((item) => item.monthlyPriceCents), 3);

    const answers = await Promise.all([payOff(customer.token, orderId, { amount: 1, amountCents: 100 }), payOff(customer.token, orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toEqual({ paid: 1, amount: expected / 100, owned: true });

    const payoffs = (await invoicesOf(orderId)).filter((invoice) => invoice['kind'] === 'payoff');
    expect(payoffs).toEqual([expect.objectContaining({ status: 'paid', amountCents: expected })]);
    const charges = await database.collection('sandbox_charges').find({ invoiceId: payoffs[0]!['invoiceId'] }).toArray();
    expect(charges).toEqual([expect.objectContaining({ outcome: 'succeeded', amountCents: expected })]);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'owned', ownedReason: 'payoff', finalInvoiceId: payoffs[0]!['invoiceId'], nextDraftAt: null });
    await eventually(async () => expect(ownedEventsOf(orderId)).toHaveLength(1));
    expect(ownedEventsOf(orderId)[0]!.data).toMatchObject({ reason: 'payoff', invoiceId: payoffs[0]!['invoiceId'], finalPaymentCents: expected });

    // Asked again later: already owned, nothing charged.
    expect(await payOff(customer.token, orderId)).toMatchObject({ status: 409, body: { error: 'This order is paid off already: it is yours' } });
    expect(await database.collection('sandbox_charges').countDocuments({ invoiceId: payoffs[0]!['invoiceId'] })).toBe(1);
  }, 60_000);

  it("when another customer names the order, then 404 as for no order, and nothing is recorded or charged", async () => {
    const { orderId } = await rentingCustomer('victim');
    const stranger = await stack.registerCustomer({ name: 'Sly Stranger', email: stack.email('stranger') });
    expect((await stack.call('POST', '/storeBilling', { token: stranger.token, body: billingOf() })).status).toBe(201);
    expect(await payOff(stranger.token, orderId)).toMatchObject({ status: 404, body: { error: 'No such order' } });
    expect((await invoicesOf(orderId)).filter((invoice) => invoice['kind'] === 'payoff')).toEqual([]);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'active' });
  }, 30_000);

  it('when the order is overdue, then 409 says to pay what is due first, and nothing is recorded or charged', async () => {
    const { customer, orderId } = await rentingCustomer('overdue');
    // The card on file now fails every charge: the next month's draft fails.
    expect((await stack.call('PATCH', '/updatePaymentMethod', { token: customer.token, body: { paymentMethodId: 'pm_card_chargeCustomerFail' } })).status).toBe(200);
    await nextMonth(orderId);
    expect((await invoicesOf(orderId)).at(-1)).toMatchObject({ status: 'failed' });
    const answer = await payOff(customer.token, orderId);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/pay what is due on this order first/);
    expect((await invoicesOf(orderId)).filter((invoice) => invoice['kind'] === 'payoff')).toEqual([]);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'active' });
  }, 30_000);

  it('when payoff is not true or false, then 400 and nothing changes', async () => {
    const { customer, orderId } = await rentingCustomer('badinput');
    const answer = await stack.call<PayAnswer>('POST', '/payNow', { token: customer.token, body: { orderId, payoff: 'yes' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/payoff must be true or false/);
    expect((await invoicesOf(orderId)).filter((invoice) => invoice['kind'] === 'payoff')).toEqual([]);
  }, 30_000);
});

describe('a refused payoff', () => {
  it('when the card declines the payoff, then 402, nothing is owned or left due, and the order stays as it was', async () => {
    const { customer, orderId } = await rentingCustomer('declined');
    expect((await stack.call('PATCH', '/updatePaymentMethod', { token: customer.token, body: { paymentMethodId: 'pm_card_chargeCustomerFail' } })).status).toBe(200);
    const answer = await payOff(customer.token, orderId);
    expect(answer).toMatchObject({ status: 402, body: { type: 'payment_error' } });
    expect((await invoicesOf(orderId)).filter((invoice) => invoice['status'] === 'failed')).toEqual([]);
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'active' });
    expect(ownedEventsOf(orderId)).toEqual([]);
  }, 30_000);
});
