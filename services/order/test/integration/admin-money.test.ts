import type { Connection } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadCatalogConfig, startCatalog } from '@rto/catalog';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadOrderConfig, startOrder } from '@rto/order';
import { Types } from 'mongoose';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { storedOrder } from '../support/stored-order';

/**
 * The admin sees money (issue 22, item 7) through the real gateway: the subscription details' invoices, fees, amount
 * due and repossession, and the dashboard's and analytics' collected-this-month and overdue, all computed by billing
 * over its invoices with the test clock (12:00 on March 15, 2026 in Indianapolis), order only turning cents into
 * dollars. Billing down: those parts are null, never 0.
 */

const ADMIN = { email: 'money-admin@example.com', password: 'money-admin-password' };
const clock = new ManualClock('2026-03-15T16:00:00Z');

let stack: TestStack;
let adminToken: string;
let renter: RegisteredCustomer;
let orders: Connection;
let billing: Connection;
const current = { id: '', overdue: '', pending: '' };

const call = <T = Record<string, unknown>>(path: string, token?: string) => stack.call<T>('GET', path, token ? { token } : {});

/** A placed order as order stores it, with no delivery fee. */
const placedOrder = (user: string, status: string, monthlyTotalCents: number) =>
  storedOrder(user, new Date('2025-11-20T15:00:00Z'), { status, monthlyTotalCents, deliveryFeeCents: 0 }, { deliveryDate: '2025-11-25' });

/** An invoice as billing stores it; a late fee names the rent invoice it is assessed on. */
function invoice(orderId: string, invoiceId: string, cents: number, dueDate: string, paidAt: string | null, extra: Record<string, unknown> = {}) {
  return {
    invoiceId,
    userId: renter.id,
    provider: 'sandbox',
    subscriptionId: null,
    orderId,
    period: dueDate,
    amountCents: cents,
    currency: 'usd',
    status: paidAt ? 'paid' : 'failed',
    issuedAt: new Date(`${dueDate}T15:00:00Z`),
    paidAt: paidAt ? new Date(paidAt) : null,
    failureMessage: paidAt ? null : 'Your card was declined.',
    kind: 'rent',
    dueDate,
    lines: [{ description: 'Front Load Washer', amountCents: cents }],
    feeFor: null,
    outbox: [],
    ...extra,
  };
}

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      catalog: (env) => startCatalog(loadCatalogConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env), { clock }),
      order: (env) => startOrder(loadOrderConfig(env), { clock }),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_FIGURES_MAX_AGE: '0' },
  });
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  renter = await stack.registerCustomer({ name: 'Rosa Quintero', email: stack.email('rosa') });
  orders = await stack.database('order');
  billing = await stack.database('billing');

  const paidUp = placedOrder(renter.id, 'active', 4_000);
  const late = placedOrder(renter.id, 'overdue', 5_000);
  const draft = { ...placedOrder(renter.id, 'pending', 3_000), placedAt: null };
  await orders.collection('orders').insertMany([paidUp, late, draft]);
  Object.assign(current, { id: paidUp._id.toHexString(), overdue: late._id.toHexString(), pending: draft._id.toHexString() });

  await billing.collection('invoices').insertMany([
    // Paid up: February's rent paid in February, March's on March 2, nothing due.
    invoice(current.id, 'in_p1', 4_000, '2026-02-02', '2026-02-02T15:00:00Z'),
    invoice(current.id, 'in_p2', 4_000, '2026-03-02', '2026-03-02T15:00:00Z'),
    // Late: November paid, December 1 unpaid (104 days late) with its $8 fee, March 1 unpaid too; January's paid
    // late on Feb 28 at 22:00 in Indianapolis (March 1 in UTC: not this store month).
    invoice(current.overdue, 'in_l1', 5_000, '2025-11-20', '2025-11-20T15:00:00Z'),
    invoice(current.overdue, 'in_l2', 5_000, '2025-12-01', null),
    invoice(current.overdue, 'in_l2_fee', 800, '2025-12-07', null, {
      kind: 'late-fee',
      feeFor: 'in_l2',
      failureMessage: null,
      lines: [{ description: 'Late fee on the payment due Dec 1, 2025', amountCents: 800 }],
    }),
    invoice(current.overdue, 'in_l3', 5_000, '2026-01-01', '2026-03-01T03:00:00Z'),
    invoice(current.overdue, 'in_l4', 5_000, '2026-03-01', null),
  ]);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

interface Billing {
  invoices: Array<{ invoiceId: string; kind: string; amount: number; status: string; dueDate: string; paidAt: string | null; failureMessage: string | null; lines: Array<{ description: string; amount: number }> }>;
  failedCount: number;
  fees: number;
  feesDue: number;
  amountDue: number;
  daysLate: number;
  repossessionEligible: boolean;
}
type Details = { subscriptionId: string; status: string; billing: Billing | null; generatedAt: string };

describe('GET /getSubscriptionBilling/:id (the subscription details)', () => {
  it('when there is no token, then 401; a customer, even for their own order, then 403; an unknown or draft order, then 404', async () => {
    expect((await call(`/getSubscriptionBilling/${current.overdue}`)).status).toBe(401);
    const refused = await call<{ error: string; billing?: unknown }>(`/getSubscriptionBilling/${current.overdue}`, renter.token);
    expect(refused.status).toBe(403);
    expect(refused.body.billing).toBeUndefined();
    expect(await call(`/getSubscriptionBilling/${new Types.ObjectId().toHexString()}`, adminToken)).toMatchObject({ status: 404, body: { error: 'Subscription not found' } });
    expect(await call(`/getSubscriptionBilling/${current.pending}`, adminToken)).toMatchObject({ status: 404, body: { error: 'Subscription not found' } });
    expect(await call('/getSubscriptionBilling/not-an-id', adminToken)).toMatchObject({ status: 400, body: { error: 'id must be a subscription id' } });
  });

  it('when an order is more than 90 days late, then its invoices, fee, amount due and days late are listed and it is eligible for repossession', async () => {
    const details = await call<Details>(`/getSubscriptionBilling/${current.overdue}`, adminToken);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ subscriptionId: current.overdue, status: 'overdue', generatedAt: '2026-03-15T16:00:00.000Z' });
    const money = details.body.billing!;
    expect(money.invoices.map((each) => [each.invoiceId, each.kind, each.amount, each.status, each.dueDate])).toEqual([
      ['in_l1', 'rent', 50, 'paid', '2025-11-20'],
      ['in_l2', 'rent', 50, 'failed', '2025-12-01'],
      ['in_l2_fee', 'late-fee', 8, 'failed', '2025-12-07'],
      ['in_l3', 'rent', 50, 'paid', '2026-01-01'],
      ['in_l4', 'rent', 50, 'failed', '2026-03-01'],
    ]);
    expect(money.invoices[1]).toMatchObject({ paidAt: null, failureMessage: 'Your card was declined.', lines: [{ description: 'Front Load Washer', amount: 50 }] });
    expect(money.invoices[2]!.lines).toEqual([{ description: 'Late fee on the payment due Dec 1, 2025', amount: 8 }]);
    // Dec 1 to Mar 15 on the store's calendar: 104 days.
    expect(money).toMatchObject({ failedCount: 3, fees: 8, feesDue: 8, amountDue: 108, daysLate: 104, repossessionEligible: true });
  });

  it('when an order is paid up, then nothing is due and it is not late; asked twice at once, both answer the same', async () => {
    const [first, second] = await Promise.all([
      call<Details>(`/getSubscriptionBilling/${current.id}`, adminToken),
      call<Details>(`/getSubscriptionBilling/${current.id}?daysLate=200&now=2030-01-01`, adminToken),
    ]);
    expect(first.body).toEqual(second.body);
    expect(first.body.billing).toMatchObject({ failedCount: 0, fees: 0, feesDue: 0, amountDue: 0, daysLate: 0, repossessionEligible: false });
    expect(first.body.billing!.invoices.map((each) => each.invoiceId)).toEqual(['in_p1', 'in_p2']);
  });
});

describe("the dashboard's and analytics' money", () => {
  it("when the admin opens them, then collected this month and overdue are billing's figures in dollars, beside the spec's monthlyRevenue", async () => {
    const stats = await call<{ stats: Record<string, unknown> }>('/getAdminStats', adminToken);
    expect(stats.status).toBe(200);
    // Collected: in_p2 (March 2) only; in_l3 was paid on Feb 28 in the store's time zone. Overdue: the late order's three.
    expect(stats.body.stats).toMatchObject({ collectedThisMonth: 40, overdue: { amount: 108, orders: 1 }, monthlyRevenue: 40 });
    const analytics = await call<Record<string, unknown>>('/getAnalytics', adminToken);
    expect(analytics.body).toMatchObject({ collectedThisMonth: 40, overdue: { amount: 108, orders: 1 }, monthlyRevenue: 40 });
    expect((await call('/getAdminStats', renter.token)).status).toBe(403);
    expect((await call('/getAnalytics', renter.token)).status).toBe(403);
  });

  it('when the clock reaches April, then March no longer counts as collected this month and the days late grow', async () => {
    clock.set('2026-04-02T16:00:00Z');
    try {
      expect((await call<{ stats: Record<string, unknown> }>('/getAdminStats', adminToken)).body.stats).toMatchObject({ collectedThisMonth: 0, overdue: { amount: 108, orders: 1 } });
      expect((await call<Details>(`/getSubscriptionBilling/${current.overdue}`, adminToken)).body.billing).toMatchObject({ daysLate: 122, repossessionEligible: true });
    } finally {
      clock.set('2026-03-15T16:00:00Z');
    }
  });

  it('when billing is down, then its figures are null (unknown, not 0) and the rest still answers', async () => {
    const billingService = stack.services['billing']!;
    await billingService.stop();
    // Stopped once: the stack's own stop at the end has nothing left to stop.
    billingService.stop = () => Promise.resolve();
    const stats = await call<{ stats: Record<string, unknown> }>('/getAdminStats', adminToken);
    expect(stats.status).toBe(200);
    expect(stats.body.stats).toMatchObject({ collectedThisMonth: null, overdue: null, monthlyRevenue: 40, activeSubscriptions: 1 });
    expect((await call<Record<string, unknown>>('/getAnalytics', adminToken)).body).toMatchObject({ collectedThisMonth: null, overdue: null });
    const details = await call<Details>(`/getSubscriptionBilling/${current.overdue}`, adminToken);
    expect(details).toMatchObject({ status: 200, body: { subscriptionId: current.overdue, status: 'overdue', billing: null } });
  }, 30_000);
});
