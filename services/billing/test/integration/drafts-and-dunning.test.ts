import { addDays, createLogger, newEvent, signServiceToken, startOfStoreDate, type Connection } from '@rto/kit';
import { orderReturned } from '@rto/contracts';
import { eventually, ManualClock } from '@rto/kit/testing';
import { loadBillingConfig, type RunningBilling } from '@rto/billing';
import type { TestStack } from '../../../../test-support/stack';
import { createSandboxProvider } from '../../src/adapters/sandbox.provider';
import { createDraftDueInvoices } from '../../src/app/draft-due-invoices';
import { createPayInvoices } from '../../src/app/pay-now';
import { createRunDunning } from '../../src/app/run-dunning';
import { createOpenInvoices } from '../../src/store/open-invoices';
import { createOwnershipInvoices } from '../../src/store/ownership-invoices';
import { createAccountRepository } from '../../src/store/account.repository';
import { createInvoiceRepository } from '../../src/store/invoice.repository';
import { createSandboxChargeRepository } from '../../src/store/sandbox-charge.repository';
import { createSandboxPaymentMethodRepository } from '../../src/store/sandbox-payment-method.repository';
import { createSubscriptionRepository } from '../../src/store/subscription.repository';
import { useClockedBilling } from '../support/clocked-billing';
import { billingOf } from '../support/png';

/**
 * Drafts and dunning in time: billing runs with a ManualClock and its timers' rounds are run at the times the test
 * sets. The store is east of UTC here (Tokyo), so 00:30 on a draft day is still the day before in UTC: drafts follow
 * the store's calendar. Dunning follows Indiana's law, the agreement's: one $8 fee at 30 days, once.
 */
const TIME_ZONE = 'Asia/Tokyo';
const clock = new ManualClock('2026-12-01T03:00:00Z');
let stack: TestStack;
let billing: RunningBilling;
let database: Connection;

useClockedBilling({ clock, timeZone: TIME_ZONE }, (running) => ({ stack, billing, database } = running));

/** 00:30 store time on a store date. */
const halfPastMidnight = (date: string) => new Date(startOfStoreDate(date, TIME_ZONE).getTime() + 30 * 60_000);
const invoicesOf = (orderId: string, extra: Record<string, unknown> = {}) => database.collection('invoices').find({ orderId, ...extra }).sort({ issuedAt: 1 }).toArray();
const remindersOf = (orderId: string) => stack.probe.all('payment.reminder').filter((event) => (event.data as { orderId: string }).orderId === orderId).map((event) => event.data);
const changeCard = (token: string, paymentMethodId: string) => stack.call('PATCH', '/updatePaymentMethod', { token, body: { paymentMethodId } });

async function internal<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order');
  const response = await fetch(`${billing.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A customer with billing on draft day 12 and an order of two items whose subscription has started (its first month paid). */
async function rentingCustomer() {
  const customer = await stack.registerCustomer({ email: stack.email('drafts') });
  expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf({ draftDay: 12 }) })).status).toBe(201);
  const orderId = `order-${Math.random().toString(16).slice(2)}`;
  const items = [
    { productId: 'p1', name: 'Washer', monthlyPriceCents: 4_000 },
    { productId: 'p2', name: 'Dryer', monthlyPriceCents: 3_500 },
  ];
  await internal('POST', '/internal/subscriptions', { orderId, userId: customer.id, monthlyTotalCents: 7_500, todayChargeCents: 7_500, items });
  return { customer, orderId };
}

/** A second instance's drafting and dunning, on the same database: the two race whenever both run at once. */
function otherInstance() {
  const sandbox = createSandboxProvider(createSandboxPaymentMethodRepository(database), clock, null, createSandboxChargeRepository(database));
  const [accounts, subscriptions, invoices] = [createAccountRepository(database), createSubscriptionRepository(database), createInvoiceRepository(database)];
  const logger = createLogger('billing-other', 'silent');
  const payInvoices = createPayInvoices({ provider: sandbox, accounts, subscriptions, invoices, logger, clock });
  return {
    draftDue: createDraftDueInvoices({ sandbox, subscriptions, invoices, rentMonths: createOwnershipInvoices(invoices.model), logger, timeZone: TIME_ZONE }),
    dunDue: createRunDunning({ provider: sandbox, invoices, openInvoices: createOpenInvoices(invoices.model), payInvoices, logger, timeZone: TIME_ZONE, retryDays: [3, 5, 7] }),
  };
}

/** The customer's card now passes set-up and declines every charge (4000 0000 0000 0341): drafts, retries and Pay Now charge it. */
async function cardDecliningCharges(token: string) {
  expect((await changeCard(token, 'pm_card_chargeCustomerFail')).status).toBe(200);
}

type OrderStanding = { orderId: string; dueCents: number; lateFeesCents: number; daysLate: number; repossessionEligible: boolean };
const standingOf = async (userId: string, orderId: string) =>
  (await internal<{ billing: { orders: OrderStanding[] } }>('GET', `/internal/customers/${userId}/billing`)).billing.orders.find((order) => order.orderId === orderId);

describe('a year of monthly drafts on the store calendar', () => {
  it('when the clock runs a year on, then 12 rent invoices are drafted, one per draft day, each once, even with two instances drafting at once', async () => {
    clock.set('2026-12-01T03:00:00Z');
    const { orderId } = await rentingCustomer();
    const other = otherInstance().draftDue;

    // 23:30 on Dec 11 in the store: not the draft day yet, nothing drafted.
    clock.set(new Date(startOfStoreDate('2026-12-12', TIME_ZONE).getTime() - 30 * 60_000));
    await Promise.all([billing.rounds.draft(), other(clock.now())]);
    expect(await invoicesOf(orderId, { period: { $ne: 'first' } })).toHaveLength(0);

    const periods: string[] = [];
    for (let month = 0; month < 12; month++) {
      const draftDate = `${2026 + Math.floor((11 + month) / 12)}-${String(((11 + month) % 12) + 1).padStart(2, '0')}-12`;
      periods.push(draftDate);
      // 00:30 on the draft day in the store, when UTC is still the day before.
      clock.set(halfPastMidnight(draftDate));
      expect(clock.now().toISOString().slice(0, 10)).toBe(addDays(draftDate, -1));
      await Promise.all([billing.rounds.draft(), other(clock.now()), billing.rounds.draft()]);
    }
    // The round after the last draft finds nothing more to draft.
    await billing.rounds.draft();

    const rent = await invoicesOf(orderId, { period: { $ne: 'first' } });
    expect(rent.map((invoice) => invoice['period'])).toEqual(periods);
    expect(rent.map((invoice) => invoice['dueDate'])).toEqual(periods);
    for (const invoice of rent) {
      expect(invoice).toMatchObject({ status: 'paid', kind: 'rent', amountCents: 7_500 });
      expect(invoice['lines']).toEqual([
        { description: expect.stringMatching(/^Washer: rent for the month from /), amountCents: 4_000 },
        { description: expect.stringMatching(/^Dryer: rent for the month from /), amountCents: 3_500 },
      ]);
    }
    // Each paid once: one charge, one invoice.paid per invoice.
    await eventually(async () => {
      const paid = stack.probe.all('invoice.paid').filter((event) => (event.data as { orderId?: string }).orderId === orderId);
      expect(paid).toHaveLength(13);
    });
    const subscription = await database.collection('subscriptions').findOne({ orderId });
    expect(subscription?.['nextDraftAt']).toEqual(startOfStoreDate('2027-12-12', TIME_ZONE));
  }, 60_000);
});

describe('a failed draft dunned through 90 days', () => {
  it('when a draft fails, then retries on days 3, 5, 7, one $8 fee at 30 days, repossession after 90, and Pay Now settles rent and fee', async () => {
    clock.set('2027-01-01T03:00:00Z');
    const { customer, orderId } = await rentingCustomer();
    await cardDecliningCharges(customer.token);
    const due = '2027-01-12';
    clock.set(halfPastMidnight(due));
    await billing.rounds.draft();
    const [rent] = await invoicesOf(orderId, { period: due });
    expect(rent).toMatchObject({ status: 'failed', kind: 'rent', dueDate: due, amountCents: 7_500 });
    const rentId = rent!['invoiceId'] as string;

    const dayLate = async (days: number) => {
      clock.set(halfPastMidnight(addDays(due, days)));
      return billing.rounds.dun();
    };
    expect(await dayLate(2)).toEqual({ retried: 0, paid: 0, feesAssessed: 0 });
    for (const day of [3, 5, 7]) expect(await dayLate(day)).toEqual({ retried: 1, paid: 0, feesAssessed: 0 });
    expect(await dayLate(8)).toEqual({ retried: 0, paid: 0, feesAssessed: 0 });
    await eventually(async () =>
      expect(remindersOf(orderId)).toEqual([3, 5, 7].map((daysLate) => ({ userId: customer.id, orderId, invoiceId: rentId, daysLate, amountDueCents: 7_500, lateFeeCents: 0, retried: true }))),
    );
    expect(await standingOf(customer.id, orderId)).toMatchObject({ dueCents: 7_500, lateFeesCents: 0, daysLate: 8, repossessionEligible: false });

    // Indiana: the schedule's first fee day (30) with the law's $8, nothing before it.
    expect(await dayLate(29)).toMatchObject({ feesAssessed: 0 });
    // Two instances at once on day 30: the fee is assessed once.
    const [day30, other] = await Promise.all([dayLate(30), otherInstance().dunDue(clock.now())]);
    expect(day30!.feesAssessed + other.feesAssessed).toBe(1);
    for (const day of [60, 90, 91]) expect(await dayLate(day)).toMatchObject({ feesAssessed: 0 });
    const fees = await invoicesOf(orderId, { kind: 'late-fee' });
    expect(fees).toEqual([
      expect.objectContaining({ status: 'failed', feeFor: rentId, amountCents: 800, dueDate: addDays(due, 30), lines: [{ description: 'Late fee on the payment due Jan 12, 2027', amountCents: 800 }] }),
    ]);
    await eventually(async () => expect(remindersOf(orderId).at(-1)).toEqual({ userId: customer.id, orderId, invoiceId: rentId, daysLate: 30, amountDueCents: 8_300, lateFeeCents: 800, retried: false }));
    expect(remindersOf(orderId)).toHaveLength(4);
    expect(await standingOf(customer.id, orderId)).toMatchObject({ dueCents: 8_300, lateFeesCents: 800, daysLate: 91, repossessionEligible: true });

    // A good card, and Pay Now pays the rent and the fee.
    expect((await changeCard(customer.token, 'pm_card_visa')).status).toBe(200);
    expect(await stack.call('POST', '/payNow', { token: customer.token, body: { orderId } })).toMatchObject({ status: 200, body: { paid: 2, amount: 83 } });
    expect((await invoicesOf(orderId)).map((invoice) => invoice['status'])).toEqual(['paid', 'paid', 'paid']);
    expect(await standingOf(customer.id, orderId)).toMatchObject({ dueCents: 0, lateFeesCents: 0, daysLate: 0, repossessionEligible: false });
    // Paid: nothing more is dunned.
    expect(await dayLate(120)).toEqual({ retried: 0, paid: 0, feesAssessed: 0 });
  }, 60_000);

  it('when a retry is paid, then no fee is ever assessed on that payment', async () => {
    clock.set('2027-03-01T03:00:00Z');
    const { customer, orderId } = await rentingCustomer();
    await cardDecliningCharges(customer.token);
    clock.set(halfPastMidnight('2027-03-12'));
    await billing.rounds.draft();
    expect((await changeCard(customer.token, 'pm_card_visa')).status).toBe(200);
    // Day 3: the retry charges the new card. Other tests' orders may be dunned in the same rounds: this one is read.
    clock.set(halfPastMidnight('2027-03-15'));
    await billing.rounds.dun();
    clock.set(halfPastMidnight('2027-04-11'));
    await billing.rounds.dun();
    expect((await invoicesOf(orderId)).map((invoice) => [invoice['kind'], invoice['status']])).toEqual([
      ['rent', 'paid'],
      ['rent', 'paid'],
    ]);
    expect(remindersOf(orderId)).toEqual([]);
  }, 60_000);

  it('when the goods come back with a draft unpaid, then nothing more is drafted, retried or charged a fee; the final invoice names it and Pay Now still settles it', async () => {
    clock.set('2027-05-01T03:00:00Z');
    const { customer, orderId } = await rentingCustomer();
    await cardDecliningCharges(customer.token);
    const due = '2027-05-12';
    clock.set(halfPastMidnight(due));
    await billing.rounds.draft();
    const [rent] = await invoicesOf(orderId, { period: due });
    expect(rent).toMatchObject({ status: 'failed', amountCents: 7_500 });

    clock.set(halfPastMidnight('2027-05-13'));
    await stack.probe.publish(newEvent('order', orderReturned, { orderId, userId: customer.id, subscriptionId: null, returnedAt: clock.now().toISOString(), condition: 'good', note: '' }));
    const final = await eventually(async () => {
      const [found] = await invoicesOf(orderId, { kind: 'final' });
      expect(found).toMatchObject({ amountCents: 0, status: 'paid', dueDate: '2027-05-13' });
      return found!;
    });
    expect((final['lines'] as Array<{ description: string }>).map((line) => line.description)).toEqual([
      'Rental ended: returned on May 13, 2027 (condition good), no fee; rent already paid for the month is not refunded',
      `Still owed: rent due May 12, 2027, $75.00 (invoice ${rent!['invoiceId'] as string}, pay it with Pay Now)`,
      'Balance still owed: $75.00',
    ]);

    // The retry days, the fee day and the next draft day pass: nothing is retried, assessed or drafted for it.
    for (const day of [3, 5, 7, 30]) {
      clock.set(halfPastMidnight(addDays(due, day)));
      await billing.rounds.dun();
    }
    clock.set(halfPastMidnight('2027-06-12'));
    await billing.rounds.draft();
    expect((await invoicesOf(orderId)).map((invoice) => [invoice['kind'], invoice['status']])).toEqual([
      ['rent', 'paid'],
      ['rent', 'failed'],
      ['final', 'paid'],
    ]);
    expect(remindersOf(orderId)).toEqual([]);
    expect(await standingOf(customer.id, orderId)).toMatchObject({ dueCents: 7_500, lateFeesCents: 0 });

    // Pay Now settles what is still owed: the statement adds up to nothing due.
    expect((await changeCard(customer.token, 'pm_card_visa')).status).toBe(200);
    expect(await stack.call('POST', '/payNow', { token: customer.token, body: { orderId } })).toMatchObject({ status: 200, body: { paid: 1, amount: 75 } });
    expect(await standingOf(customer.id, orderId)).toMatchObject({ dueCents: 0 });
  }, 60_000);
});
