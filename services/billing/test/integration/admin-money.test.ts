import { signServiceToken, type Connection } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { TestStack } from '../../../../test-support/stack';
import { createInvoiceRepository, type NewInvoice } from '../../src/store/invoice.repository';

/**
 * The admin's money on billing's internal API (issue 22, item 7), against the real test servers with the test
 * clock: invoices recorded through the repository, read back per order and store-wide, months and days late counted
 * on the store's calendar (America/Indiana/Indianapolis, the default), not UTC's.
 */

// 12:00 on Sunday, March 15, 2026 in Indianapolis (EDT).
const clock = new ManualClock('2026-03-15T16:00:00Z');
let stack: TestStack;
let database: Connection;
let billingUrl: string;
let invoices: ReturnType<typeof createInvoiceRepository>;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env), { clock }),
    },
  });
  database = await stack.database('billing');
  billingUrl = stack.services['billing']!.url;
  invoices = createInvoiceRepository(database);
  await recordInvoices();
});

afterAll(async () => {
  await stack?.stop();
});

const serviceToken = () => `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`;

async function internal<T>(path: string, authorization = serviceToken()): Promise<{ status: number; body: T }> {
  const response = await fetch(`${billingUrl}${path}`, { headers: { authorization } });
  return { status: response.status, body: (await response.json()) as T };
}

interface OrderMoney {
  invoices: Array<{ invoiceId: string; kind: string; amountCents: number; status: string; dueDate: string; paidAt: string | null; failureMessage: string | null; lines: unknown[] }>;
  failedCount: number;
  feesCents: number;
  feesDueCents: number;
  amountDueCents: number;
  daysLate: number;
  repossessionEligible: boolean;
  asOf: string;
}
const orderMoney = async (orderId: string) => (await internal<{ money: OrderMoney }>(`/internal/orders/${orderId}/money`)).body.money;
const storeMoney = async () => (await internal<{ money: Record<string, unknown> }>('/internal/money')).body.money;

const rent = (orderId: string, invoiceId: string, issuedAt: string, paidAt: string | null, dueDate?: string): NewInvoice => ({
  invoiceId,
  userId: 'user-1',
  provider: 'sandbox',
  subscriptionId: `sub-${orderId}`,
  orderId,
  period: issuedAt.slice(0, 10),
  amountCents: 4_000,
  currency: 'usd',
  status: paidAt ? 'paid' : 'failed',
  issuedAt: new Date(issuedAt),
  paidAt: paidAt ? new Date(paidAt) : null,
  ...(paidAt ? {} : { failureMessage: 'Your card was declined.' }),
  ...(dueDate ? { dueDate } : {}),
  lines: [{ description: 'Washer', amountCents: 4_000 }],
});

/**
 * Order A: January paid in January, February paid late on Feb 28 at 22:00 in Indianapolis (already March 1 in UTC),
 * March's first payment paid March 2, a draft of March 10 failed. Order B: rent due Dec 1 unpaid, with its late fee.
 * Order C: one failed invoice stored before invoices had a kind, a due date or lines.
 */
async function recordInvoices() {
  await invoices.record(rent('order-a', 'in_a1', '2026-01-10T15:00:00Z', '2026-01-10T15:00:00Z', '2026-01-10'));
  await invoices.record(rent('order-a', 'in_a2', '2026-02-10T15:00:00Z', '2026-03-01T03:00:00Z', '2026-02-10'));
  await invoices.record(rent('order-a', 'in_a3', '2026-03-02T15:00:00Z', '2026-03-02T15:00:00Z', '2026-03-02'));
  await invoices.record(rent('order-a', 'in_a4', '2026-03-10T15:00:00Z', null, '2026-03-10'));
  await invoices.record(rent('order-b', 'in_b1', '2025-12-01T15:00:00Z', null, '2025-12-01'));
  await invoices.record({
    ...rent('order-b', 'in_b1_fee', '2025-12-07T15:00:00Z', null, '2025-12-07'),
    kind: 'late-fee',
    feeFor: 'in_b1',
    amountCents: 800,
    failureMessage: undefined,
    lines: [{ description: 'Late fee on the payment due Dec 1, 2025', amountCents: 800 }],
  });
  await database.collection('invoices').insertOne({
    invoiceId: 'in_c1',
    userId: 'user-2',
    provider: 'sandbox',
    orderId: 'order-c',
    amountCents: 1_000,
    status: 'failed',
    issuedAt: new Date('2026-03-01T03:00:00Z'),
    paidAt: null,
    failureMessage: 'Insufficient funds',
  });
}

describe("the admin's money (billing's internal API)", () => {
  it("when an order has paid months and a failed draft, then its invoices, what is due and the days late are billing's own", async () => {
    const money = await orderMoney('order-a');
    expect(money.invoices.map((invoice) => [invoice.invoiceId, invoice.kind, invoice.status, invoice.dueDate])).toEqual([
      ['in_a1', 'rent', 'paid', '2026-01-10'],
      ['in_a2', 'rent', 'paid', '2026-02-10'],
      ['in_a3', 'rent', 'paid', '2026-03-02'],
      ['in_a4', 'rent', 'failed', '2026-03-10'],
    ]);
    expect(money.invoices[3]).toMatchObject({ amountCents: 4_000, paidAt: null, failureMessage: 'Your card was declined.', lines: [{ description: 'Washer', amountCents: 4_000 }] });
    expect(money).toMatchObject({ failedCount: 1, feesCents: 0, feesDueCents: 0, amountDueCents: 4_000, daysLate: 5, repossessionEligible: false });
    expect(money.asOf).toBe('2026-03-15T16:00:00.000Z');
  });

  it('when rent is more than 90 days late with its fee, then the fee is listed and counted and the order is eligible for repossession', async () => {
    const money = await orderMoney('order-b');
    expect(money.invoices.map((invoice) => [invoice.invoiceId, invoice.kind, invoice.amountCents])).toEqual([
      ['in_b1', 'rent', 4_000],
      ['in_b1_fee', 'late-fee', 800],
    ]);
    expect(money.invoices[1]!.lines).toEqual([{ description: 'Late fee on the payment due Dec 1, 2025', amountCents: 800 }]);
    // Dec 1 to Mar 15: 104 days.
    expect(money).toMatchObject({ failedCount: 2, feesCents: 800, feesDueCents: 800, amountDueCents: 4_800, daysLate: 104, repossessionEligible: true });
  });

  it('when an invoice predates kinds and due dates, then it reads as rent due on the store date it was issued', async () => {
    const money = await orderMoney('order-c');
    // Issued at 03:00 UTC on March 1: 22:00 on February 28 in Indianapolis.
    expect(money.invoices).toEqual([expect.objectContaining({ invoiceId: 'in_c1', kind: 'rent', dueDate: '2026-02-28', lines: [], failureMessage: 'Insufficient funds' })]);
    expect(money).toMatchObject({ amountDueCents: 1_000, daysLate: 15, repossessionEligible: false });
  });

  it('when an order has no invoices, then none are listed and nothing is due', async () => {
    expect(await orderMoney('order-unknown')).toMatchObject({ invoices: [], failedCount: 0, amountDueCents: 0, daysLate: 0, repossessionEligible: false });
  });

  it("when the store month is asked, then only invoices paid in the store's month count, and overdue sums every order's unpaid invoices", async () => {
    // a3 only: a1 was paid in January, a2 on Feb 28 in the store's time zone (March 1 in UTC).
    expect(await storeMoney()).toEqual({
      month: '2026-03',
      collectedThisMonthCents: 4_000,
      overdueCents: 4_000 + 4_800 + 1_000,
      overdueOrders: 3,
      asOf: '2026-03-15T16:00:00.000Z',
    });
  });

  it('when the clock moves into the next month and an overdue invoice is paid, then the figures follow the clock', async () => {
    clock.set('2026-04-02T16:00:00Z');
    try {
      expect(await invoices.markPaid('in_a4', clock.now())).toBe(true);
      expect(await storeMoney()).toMatchObject({ month: '2026-04', collectedThisMonthCents: 4_000, overdueCents: 4_800 + 1_000, overdueOrders: 2 });
      expect(await orderMoney('order-a')).toMatchObject({ amountDueCents: 0, daysLate: 0, failedCount: 0 });
      expect(await orderMoney('order-b')).toMatchObject({ daysLate: 122, repossessionEligible: true });
    } finally {
      clock.set('2026-03-15T16:00:00Z');
    }
  });

  it('when an e-mailed invoice is past its due date, then it is overdue, also on a rental returned before the sweep failed it; one not yet due is not', async () => {
    const open = (invoiceId: string, orderId: string, dueDate: string, extra: Record<string, unknown> = {}) => ({
      invoiceId, userId: 'user-3', provider: 'sandbox', orderId, amountCents: 3_000, status: 'open', issuedAt: new Date(`${dueDate}T05:00:00Z`), paidAt: null, dueDate, kind: 'rent', lines: [], ...extra,
    });
    await database.collection('invoices').insertMany([open('in_d1', 'order-d', '2026-03-10', { rentalEnded: true }), open('in_e1', 'order-e', '2026-03-15')]);
    try {
      // Order A's failed draft was paid by the test before; order D's e-mailed invoice is five days late, E's due today.
      expect(await storeMoney()).toMatchObject({ overdueCents: 4_800 + 1_000 + 3_000, overdueOrders: 3 });
    } finally {
      await database.collection('invoices').deleteMany({ invoiceId: { $in: ['in_d1', 'in_e1'] } });
    }
  });

  it("when a customer's token or no token is sent, then 401 and no figures", async () => {
    const customer = await stack.registerCustomer({ email: stack.email('money') });
    for (const path of ['/internal/money', '/internal/orders/order-a/money']) {
      const answers = await Promise.all([internal<Record<string, unknown>>(path, `Bearer ${customer.token}`), internal<Record<string, unknown>>(path, '')]);
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.body).not.toHaveProperty('money');
      }
    }
  });
});
