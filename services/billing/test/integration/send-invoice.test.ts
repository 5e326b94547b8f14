import { addDays, signServiceToken, startOfStoreDate, type Connection } from '@rto/kit';
import { eventually, ManualClock } from '@rto/kit/testing';
import { loadBillingConfig, type RunningBilling } from '@rto/billing';
import type { RegisteredCustomer, TestStack } from '../../../../test-support/stack';
import { useClockedBilling } from '../support/clocked-billing';
import { billingOf } from '../support/png';

/**
 * "Save this card for recurring payments" unticked (issue 22, item 1): the card pays today's payment only and is
 * detached; each month an open invoice is issued (e-mailed by invoice.issued), never charged, late the day after its
 * due date; Pay Now takes a card there. Billing runs on a ManualClock, its timers' rounds run by the test.
 */
const TIME_ZONE = 'America/Indiana/Indianapolis';
const clock = new ManualClock('2026-12-01T15:00:00Z');
let stack: TestStack;
let billing: RunningBilling;
let database: Connection;

useClockedBilling({ clock, timeZone: TIME_ZONE }, (running) => ({ stack, billing, database } = running));

/** Noon store time on a store date. */
const noonOf = (date: string) => new Date(startOfStoreDate(date, TIME_ZONE).getTime() + 12 * 3_600_000);
const nextYear = new Date().getUTCFullYear() + 1;
const eventsOf = (type: string, orderId: string) => stack.probe.all(type).filter((event) => (event.data as { orderId?: string }).orderId === orderId);
const chargesOf = (invoiceId: string) => database.collection('sandbox_charges').find({ invoiceId, outcome: 'succeeded' }).toArray();
type PayAnswer = { paid?: number; amount?: number; error?: string };
const payNow = (token: string, body: Record<string, unknown>) => stack.call<PayAnswer>('POST', '/payNow', { token, body });

/** A sandbox payment method from a typed test card, as the card form makes it. */
async function cardOf(customer: RegisteredCustomer, number = '4242424242424242'): Promise<string> {
  const body = { card: { number, exp_month: 12, exp_year: nextYear, cvc: '123' }, billing_details: { address: { postal_code: '46204' } } };
  const made = await stack.call<{ paymentMethod: { id: string } }>('POST', '/createSandboxPaymentMethod', { token: customer.token, body });
  expect(made.status).toBe(201);
  return made.body.paymentMethod.id;
}

async function startSubscription(orderId: string, userId: string) {
  const token = signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order');
  const response = await fetch(`${billing.url}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, userId, monthlyTotalCents: 4_000, todayChargeCents: 4_000, items: [{ productId: 'p1', name: 'Washer', monthlyPriceCents: 4_000 }] }),
  });
  expect(response.status).toBeLessThan(300);
}

/** A customer renting on draft day 12 with a card typed in, saved for recurring payments or not. */
async function rentingCustomer(saveCard: boolean) {
  clock.set('2026-12-01T15:00:00Z');
  const customer = await stack.registerCustomer({ email: stack.email('sendinvoice') });
  const card = await cardOf(customer);
  expect((await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf({ paymentMethodId: card, draftDay: 12, saveCard }) })).status).toBe(201);
  const orderId = `order-${Math.random().toString(16).slice(2)}`;
  await startSubscription(orderId, customer.id);
  return { customer, orderId, card };
}

/** The month's draft on Dec 12 at noon, store time. */
async function draftDecember(orderId: string) {
  clock.set(noonOf('2026-12-12'));
  await billing.rounds.draft();
  return (await database.collection('invoices').findOne({ orderId, period: '2026-12-12' }))!;
}

describe('a card not saved for recurring payments (send-invoice collection)', () => {
  it('when saveCard is false, then the card pays the first month only and is detached; the month is an open invoice e-mailed, late the day after', async () => {
    const { customer, orderId, card } = await rentingCustomer(false);
    expect(await database.collection('invoices').findOne({ orderId, period: 'first' })).toMatchObject({ status: 'paid', amountCents: 4_000 });
    // Detached: the sandbox drops its record, the account keeps no card, the subscription sends invoices.
    expect(await database.collection('sandbox_payment_methods').countDocuments({ _id: card as never })).toBe(0);
    expect((await database.collection('billing_accounts').findOne({ userId: customer.id }))?.['paymentMethod']).toBeNull();
    expect(await database.collection('subscriptions').findOne({ orderId })).toMatchObject({ collectionMethod: 'send_invoice', status: 'active' });

    const invoice = await draftDecember(orderId);
    expect(invoice).toMatchObject({ status: 'open', kind: 'rent', amountCents: 4_000, dueDate: '2026-12-12', collectionMethod: 'send_invoice' });
    expect(await chargesOf(invoice['invoiceId'] as string)).toEqual([]);
    await eventually(async () => {
      expect(eventsOf('invoice.issued', orderId).map((event) => event.data)).toEqual([
        { userId: customer.id, orderId, invoiceId: invoice['invoiceId'], amountCents: 4_000, dueDate: '2026-12-12' },
      ]);
    });

    // On its due date it is due, not failed: no payment.failed (order keeps the order active), no fee.
    clock.set(new Date(startOfStoreDate('2026-12-13', TIME_ZONE).getTime() - 60_000));
    await billing.rounds.dun();
    expect(await database.collection('invoices').findOne({ invoiceId: invoice['invoiceId'] })).toMatchObject({ status: 'open' });
    expect(eventsOf('payment.failed', orderId)).toEqual([]);

    // The day after: failed, with payment.failed (the order is overdue); nothing is charged, no card to retry.
    clock.set(noonOf('2026-12-13'));
    await billing.rounds.dun();
    expect(await database.collection('invoices').findOne({ invoiceId: invoice['invoiceId'] })).toMatchObject({ status: 'failed' });
    await eventually(async () => expect(eventsOf('payment.failed', orderId)).toHaveLength(1));
    for (const day of [3, 5, 7]) {
      clock.set(noonOf(addDays('2026-12-12', day)));
      await billing.rounds.dun();
    }
    expect(await chargesOf(invoice['invoiceId'] as string)).toEqual([]);
    expect(await database.collection('invoices').findOne({ invoiceId: invoice['invoiceId'] })).toMatchObject({ status: 'failed', dunningRetries: 0 });
  }, 60_000);

  it('when Pay Now has no card on file and none given, then 409 "Please add a card to pay this invoice"; with a new card sent twice at once, charged once, then detached', async () => {
    const { customer, orderId } = await rentingCustomer(false);
    const invoice = await draftDecember(orderId);
    const invoiceId = invoice['invoiceId'] as string;

    expect(await payNow(customer.token, { orderId })).toMatchObject({ status: 409, body: { error: 'Please add a card to pay this invoice' } });

    const card = await cardOf(customer);
    const answers = await Promise.all([payNow(customer.token, { orderId, paymentMethodId: card }), payNow(customer.token, { orderId, paymentMethodId: card })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)?.body).toEqual({ paid: 1, amount: 40 });
    expect(await chargesOf(invoiceId)).toHaveLength(1);
    expect(await database.collection('invoices').findOne({ invoiceId })).toMatchObject({ status: 'paid' });
    await eventually(async () => expect(eventsOf('invoice.paid', orderId).filter((event) => (event.data as { invoiceId: string }).invoiceId === invoiceId)).toHaveLength(1));
    // Not saved: detached again, the account still keeps no card, next month is sent again.
    expect(await database.collection('sandbox_payment_methods').countDocuments({ _id: card as never })).toBe(0);
    expect((await database.collection('billing_accounts').findOne({ userId: customer.id }))?.['paymentMethod']).toBeNull();
    expect(await database.collection('subscriptions').findOne({ orderId })).toMatchObject({ collectionMethod: 'send_invoice' });
  }, 60_000);

  it("when another customer's card is given, then it is refused and nothing is paid", async () => {
    const { customer, orderId } = await rentingCustomer(false);
    const invoice = await draftDecember(orderId);
    const stranger = await stack.registerCustomer({ email: stack.email('sendinvoice-stranger') });
    const strangersCard = await cardOf(stranger);
    const paying = await payNow(customer.token, { orderId, paymentMethodId: strangersCard });
    expect(paying.status).toBe(400);
    expect(paying.body.error).toMatch(/No such payment method/);
    expect(await database.collection('invoices').findOne({ invoiceId: invoice['invoiceId'] })).toMatchObject({ status: 'open', claimToken: null });
    expect(await database.collection('sandbox_payment_methods').countDocuments({ _id: strangersCard as never })).toBe(1);
  }, 60_000);

  it('when Pay Now is given a card with saveCard, then it pays and becomes the card on file, and the next month is charged to it', async () => {
    const { customer, orderId } = await rentingCustomer(false);
    await draftDecember(orderId);
    const card = await cardOf(customer);
    expect(await payNow(customer.token, { orderId, paymentMethodId: card, saveCard: true })).toMatchObject({ status: 200, body: { paid: 1, amount: 40 } });
    expect((await database.collection('billing_accounts').findOne({ userId: customer.id }))?.['paymentMethod']).toMatchObject({ id: card, last4: '4242' });
    expect(await database.collection('subscriptions').findOne({ orderId })).toMatchObject({ collectionMethod: 'charge_automatically', paymentMethodId: card });
    clock.set(noonOf('2027-01-12'));
    await billing.rounds.draft();
    expect(await database.collection('invoices').findOne({ orderId, period: '2027-01-12' })).toMatchObject({ status: 'paid' });
  }, 60_000);

  it('when saveCard is true, then nothing changes: the card is kept and the month is charged', async () => {
    const { customer, orderId, card } = await rentingCustomer(true);
    expect((await database.collection('billing_accounts').findOne({ userId: customer.id }))?.['paymentMethod']).toMatchObject({ id: card });
    expect(await database.collection('sandbox_payment_methods').countDocuments({ _id: card as never })).toBe(1);
    expect(await database.collection('subscriptions').findOne({ orderId })).toMatchObject({ collectionMethod: 'charge_automatically' });
    const invoice = await draftDecember(orderId);
    expect(invoice).toMatchObject({ status: 'paid' });
    expect(eventsOf('invoice.issued', orderId)).toEqual([]);
  }, 60_000);
});
