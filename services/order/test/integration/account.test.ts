import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { storeDateOf, type Connection } from '@rto/kit';
import { addMonths, STORE_TIME_ZONE, sumDollars } from '@rto/rules';
import { eventually, testEnvironment } from '@rto/kit/testing';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { Checkout, customerWithCart, type OrderView } from '../support/checkout';

/**
 * The customer's account page (GET /getDashboardData, POST /payNow, pause and resume) through the real gateway:
 * order composing identity's profile and billing's card and invoices, a failed monthly charge making the order
 * overdue and a payment making it active again, and the page when identity or billing is down.
 */

const ADMIN = { email: 'account-admin@example.com', password: 'admin-password-1' };

interface Ownership {
  cashPrice: number;
  totalCostToOwn: number;
  paymentsMade: number;
  remainingPayments: number;
  earlyPayoff: number;
  percentOwned: number;
  owned: boolean;
}
type DashboardOrder = OrderView & {
  items: Array<OrderView['items'][number] & { ownership: Ownership }>;
  paymentsMade: number;
  amountDue: number;
  address: string;
  reminder: string | null;
  support: string;
  totalPaid: number;
  returnDate: string | null;
  condition: string | null;
  invoice: string | null;
  ownershipDate: string | null;
  pausedDays: number;
};
interface Dashboard {
  user: { _id: string; name: string; email: string; mobile: string; billingPaused: boolean; verified: boolean } | null;
  orders: DashboardOrder[];
  paymentMethod: { card: { brand: string; last4: string; exp_month: number; exp_year: number }; billing_details: { address: { postal_code: string | null } } } | null;
  invoices: Array<{
    _id: string;
    orderId: string | null;
    subscriptionId: string | null;
    amount: number;
    status: string;
    date: string;
    kind: string;
    lines: Array<{ description: string; amount: number }>;
    items: Array<{ _id: string; name: string; monthly_price: number }>;
    final: boolean;
  }>;
  missing: string[];
  error?: string;
}

const ENV = { SANDBOX_DRAFT_INTERVAL: '1s', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
let checkout: Checkout;
let billingDb: Connection;
let renter: RegisteredCustomer;
let order: OrderView;

const dashboardOf = (token: string) => checkout.stack.call<Dashboard>('GET', '/getDashboardData', { token });
const payNow = (token: string, body: unknown) => checkout.stack.call<{ paid?: number; amount?: number; error?: string; type?: string }>('POST', '/payNow', { token, body });

/** Restarts a stopped service on the address (and database) it had. */
async function restart(name: 'identity' | 'billing', port: string): Promise<void> {
  const env = testEnvironment(checkout.stack.namespace, `${name}-${checkout.stack.suffix}`, { BCRYPT_ROUNDS: '4', ...ENV, PORT: port });
  checkout.stack.services[name] = await (name === 'identity' ? startIdentity(loadIdentityConfig(env)) : startBilling(loadBillingConfig(env)));
}

beforeAll(async () => {
  checkout = await Checkout.start(ENV);
  billingDb = await checkout.database('billing');
  renter = await customerWithCart(checkout, 'account');
  expect((await checkout.storeBilling(renter.token)).status).toBe(201);
  const created = await checkout.createOrder(renter.token, checkout.choiceFor(checkout.freshSlot()));
  expect(created.status).toBe(201);
  order = created.body.order;
  await eventually(async () => expect((await checkout.recentOrder(renter.token)).body.data.status).toBe('active'), 20_000);
}, 60_000);

afterAll(() => checkout?.stop());

describe('GET /getDashboardData', () => {
  it("when a customer opens their account, then it holds their profile, order with each item's cost to own, card and invoice", async () => {
    const { status, body } = await dashboardOf(renter.token);
    expect(status).toBe(200);
    expect(body.missing).toEqual([]);
    expect(body.user).toEqual({ _id: renter.id, name: renter.name, email: renter.email, mobile: renter.mobile, billingPaused: false, verified: expect.any(Boolean) });
    expect(body.paymentMethod).toEqual({ card: { brand: 'visa', last4: '4242', exp_month: expect.any(Number), exp_year: expect.any(Number) }, billing_details: { address: { postal_code: expect.stringMatching(/^\d{5}$/) } } });

    expect(body.orders).toHaveLength(1);
    const [mine] = body.orders;
    expect(mine).toMatchObject({
      _id: order._id,
      status: 'active',
      paymentsMade: 1,
      amountDue: 0,
      reminder: null,
      address: 'Indianapolis, Indiana',
      support: 'Call (317) 555-0100',
      totalPaid: order.totalToday,
      returnDate: null,
      condition: null,
      invoice: body.invoices[0]!._id,
    });
    // Owned on the draft of the 24th payment: billing's next draft date and 22 months more (issue 22, item 4).
    const subscription = await billingDb.collection('subscriptions').findOne({ orderId: order._id });
    expect(mine).toMatchObject({ ownershipDate: addMonths(storeDateOf(subscription!.nextDraftAt as Date, STORE_TIME_ZONE), 22), pausedDays: 0 });
    for (const item of mine!.items) {
      // Today's payment is the first of the 24 that own it.
      expect(item.ownership).toEqual({
        cashPrice: Math.round(item.monthly_price * 1200) / 100,
        paymentsToOwn: 24,
        totalCostToOwn: Math.round(item.monthly_price * 2400) / 100,
        paymentsMade: 1,
        remainingPayments: 23,
        earlyPayoff: Math.round(item.monthly_price * 1150) / 100,
        percentOwned: 4,
        owned: false,
      });
    }

    expect(body.invoices).toEqual([
      {
        _id: expect.stringMatching(/^in_sandbox_/),
        orderId: order._id,
        subscriptionId: mine!.subscriptionId,
        amount: order.totalToday,
        status: 'paid',
        date: expect.any(String),
        kind: 'rent',
        lines: expect.any(Array),
        items: order.items.map((item) => ({ _id: item._id, name: item.name, monthly_price: item.monthly_price })),
        final: false,
      },
    ]);
  });

  it("when another customer opens their account, then none of the first one's orders, invoices or card is in it", async () => {
    const other = await checkout.customer('other');
    const { status, body } = await dashboardOf(other.token);
    expect(status).toBe(200);
    expect(body).toEqual({ user: expect.objectContaining({ _id: other.id, email: other.email }), orders: [], paymentMethod: null, invoices: [], missing: [] });
    // Nor can they pay (or learn of) the first one's order.
    const paying = await payNow(other.token, { orderId: order._id });
    expect(paying.status).toBe(404);
    expect(paying.body).toEqual({ error: 'No such order' });
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await checkout.stack.call('GET', '/getDashboardData')).status).toBe(401);
    expect((await checkout.stack.call('POST', '/payNow', { body: { orderId: order._id } })).status).toBe(401);
  });

  it('when billing is down, then the page still comes (200) with the profile and orders, and says the card and invoices are missing', async () => {
    const running = checkout.stack.services['billing']!;
    const { port } = new URL(running.url);
    await running.stop();
    try {
      const { status, body } = await dashboardOf(renter.token);
      expect(status).toBe(200);
      expect(body.missing).toEqual(['paymentMethod', 'invoices']);
      expect(body.user?._id).toBe(renter.id);
      expect(body.orders.map((each) => each._id)).toEqual([order._id]);
      expect(body.paymentMethod).toBeNull();
      expect(body.invoices).toEqual([]);
    } finally {
      await restart('billing', port);
    }
    expect((await dashboardOf(renter.token)).body.missing).toEqual([]);
  }, 30_000);

  it('when identity is down, then the page still comes (200) with the orders and card, and says the profile is missing', async () => {
    const running = checkout.stack.services['identity']!;
    const { port } = new URL(running.url);
    await running.stop();
    try {
      const { status, body } = await dashboardOf(renter.token);
      expect(status).toBe(200);
      expect(body.missing).toEqual(['user']);
      expect(body.user).toBeNull();
      expect(body.orders.map((each) => each._id)).toEqual([order._id]);
      expect(body.paymentMethod?.card.last4).toBe('4242');
    } finally {
      await restart('identity', port);
    }
  }, 30_000);
});

describe('a failed monthly charge, and POST /payNow', () => {
  it('when a draft fails, then the order is overdue with the amount due; a declined card pays nothing (402); the card on file then pays it and the order is active again', async () => {
    const subscriptions = billingDb.collection('subscriptions');
    const nothingDue = await payNow(renter.token, { orderId: order._id });
    expect(nothingDue.status).toBe(409);
    expect(nothingDue.body).toEqual({ error: 'Nothing is due on this order' });

    // This month's draft is due now, and the card it is drafted from fails every charge.
    await subscriptions.updateOne({ orderId: order._id }, { $set: { paymentMethodId: 'pm_card_chargeCustomerFail', nextDraftAt: new Date(Date.now() - 60_000) } });
    let overdue: DashboardOrder | undefined;
    await eventually(async () => {
      overdue = (await dashboardOf(renter.token)).body.orders[0];
      expect(overdue?.status).toBe('overdue');
    }, 20_000);
    // The failed month is drafted already (paying it drafts nothing more): the last of 24 is 21 drafts after the next.
    const next = (await subscriptions.findOne({ orderId: order._id }))!['nextDraftAt'] as Date;
    const ownershipDate = addMonths(storeDateOf(next, STORE_TIME_ZONE), 21);
    expect(overdue).toMatchObject({ amountDue: order.monthlyTotal, reminder: expect.any(String), paymentsMade: 1, ownershipDate });
    const failed = (await dashboardOf(renter.token)).body.invoices[0]!;
    expect(failed).toMatchObject({ status: 'failed', amount: order.monthlyTotal, orderId: order._id, kind: 'rent', final: false });
    // Billing's lines of the month, in dollars: they say what was charged and add up to it.
    expect(failed.lines.length).toBeGreaterThan(0);
    for (const line of failed.lines) expect(line.description).toContain('rent for the month from');
    expect(sumDollars(failed.lines.map((line) => line.amount))).toBe(order.monthlyTotal);
    expect(overdue!.invoice).toBe(failed._id);

    // The customer's card on file now also fails every charge: nothing is paid.
    expect((await checkout.stack.call('PATCH', '/updatePaymentMethod', { token: renter.token, body: { paymentMethodId: 'pm_card_chargeCustomerFail' } })).status).toBe(200);
    const declined = await payNow(renter.token, { orderId: order._id });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ type: 'payment_error', error: 'Your card was declined.' });
    expect((await dashboardOf(renter.token)).body.orders[0]).toMatchObject({ status: 'overdue', amountDue: order.monthlyTotal });

    // A good card: the invoice is paid now, invoice.paid brings the order back to active.
    expect((await checkout.stack.call('PATCH', '/updatePaymentMethod', { token: renter.token, body: { paymentMethodId: 'pm_card_visa' } })).status).toBe(200);
    const paid = await payNow(renter.token, { orderId: order._id });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ paid: 1, amount: order.monthlyTotal });
    await eventually(async () => expect((await dashboardOf(renter.token)).body.orders[0]?.status).toBe('active'), 20_000);
    const after = await dashboardOf(renter.token);
    expect(after.body.orders[0]).toMatchObject({ amountDue: 0, reminder: null, paymentsMade: 2, ownershipDate, totalPaid: Math.round((order.totalToday + order.monthlyTotal) * 100) / 100 });
    expect(after.body.orders[0]!.items[0]!.ownership).toMatchObject({ paymentsMade: 2, remainingPayments: 22 });
    expect(after.body.invoices.find((invoice) => invoice._id === failed._id)?.status).toBe('paid');
    await eventually(async () => expect(checkout.stack.probe.all('invoice.paid').filter((event) => (event.data as { invoiceId?: string }).invoiceId === failed._id)).toHaveLength(1));

    // Paid: nothing is due any more.
    expect((await payNow(renter.token, { orderId: order._id })).status).toBe(409);
  }, 60_000);

  it('when payNow is sent without an order id, or for an order that does not exist, then 400 and 404', async () => {
    expect((await payNow(renter.token, {})).status).toBe(400);
    const unknown = await payNow(renter.token, { orderId: '0123456789abcdef01234567' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'No such order' });
  });
});

describe('pause and resume', () => {
  it('when the customer pauses billing, then /getUser, the account page and the admin list say paused (Suspended); resuming clears it', async () => {
    const login = await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const admin = login.body.token;
    const listed = async () =>
      (await checkout.stack.call<{ users: Array<{ _id: string; billingPaused: boolean; status: string }> }>('GET', `/getUsers?search=${encodeURIComponent(renter.email)}`, { token: admin })).body.users.find(
        (user) => user._id === renter.id,
      );

    expect((await checkout.stack.call('PATCH', '/pauseBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect((await checkout.stack.call<{ user: { billingPaused: boolean } }>('GET', '/getUser', { token: renter.token })).body.user.billingPaused).toBe(true));
    expect(await listed()).toMatchObject({ billingPaused: true, status: 'suspended' });
    expect((await dashboardOf(renter.token)).body.user?.billingPaused).toBe(true);

    expect((await checkout.stack.call('POST', '/resumeBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect((await checkout.stack.call<{ user: { billingPaused: boolean } }>('GET', '/getUser', { token: renter.token })).body.user.billingPaused).toBe(false));
    expect(await listed()).toMatchObject({ billingPaused: false, status: 'active' });
    expect((await dashboardOf(renter.token)).body.user?.billingPaused).toBe(false);
  });
});
