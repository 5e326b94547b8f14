import { accountProfile, invoiceKind } from '@rto/contracts';
import { defineContract } from '@rto/kit';
import { z } from 'zod';
import { orderItemView, orderView } from './order-view';

/**
 * The customer's account page (spec 2.11, 3, 7: GET /getDashboardData): their profile (identity), their orders
 * (order's own), their card and invoices (billing), composed in src/app/account-page.ts. Part of `orderContract`.
 */

/** What a dashboard could not fetch because the service keeping it was down or slow: the page says so. */
export const DASHBOARD_PARTS = ['user', 'paymentMethod', 'invoices'] as const;

const ownershipView = z
  .object({
    cashPrice: z.number(),
    paymentsToOwn: z.number().int(),
    totalCostToOwn: z.number(),
    paymentsMade: z.number().int(),
    remainingPayments: z.number().int(),
    earlyPayoff: z.number(),
    percentOwned: z.number().int(),
    owned: z.boolean(),
  })
  .describe('The cost to own this item and how close it is (the ownership schedule of @rto/rules), in dollars');

const money = (what: string) => z.number().describe(`Dollars: ${what}`);

export const dashboardOrderView = orderView.extend({
  items: z.array(orderItemView.extend({ ownership: ownershipView })),
  paymentsMade: z.number().int().describe('Paid invoices of this order (each month paid counts towards owning its items)'),
  amountDue: money('its failed charges not paid since, 0 when none'),
  address: z.string().describe('Where it was delivered (locationName)'),
  reminder: z.string().nullable().describe('ISO time of the last failed charge, while something is due'),
  support: z.string().describe('How to reach support about it'),
  totalPaid: money('paid on this order so far'),
  returnDate: z.string().nullable().describe('A completed order only'),
  condition: z.string().nullable().describe('A completed order only'),
  invoice: z.string().nullable().describe("The order's newest invoice id"),
  ownedAt: z.string().nullable().describe('ISO time the rental completed as owned (its last payment or its payoff): the order is completed; null otherwise'),
  payoffAmount: z
    .number()
    .nullable()
    .describe('Dollars: the early purchase payoff today (half of the payments still to make, the figure POST /payNow {payoff: true} charges); null when not offered (owned, something due, not running)'),
  ownershipDate: z
    .string()
    .nullable()
    .describe(
      "YYYY-MM-DD, the store's date the last payment is drafted and the items become the customer's (the next draft date plus a month per further payment, " +
        'moved out by a pause); null when owned, not running, or billing is unknown',
    ),
  pausedDays: z.number().int().describe("Days the customer's pauses moved the term and the ownership date out; 0 when none"),
});

const invoiceLineView = z.object({ description: z.string().describe("The line as billing wrote it (an item's month, a late fee, a payoff, what is still owed)"), amount: money('of this line') });

export const dashboardInvoiceView = z.object({
  _id: z.string().describe("The payment provider's invoice id"),
  orderId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  amount: money('the invoice total (a final invoice: $0.00, what is still owed being on the invoices its lines name)'),
  status: z.enum(['paid', 'failed', 'open']),
  date: z.string().describe('ISO time it was issued'),
  kind: invoiceKind.describe(
    'What was charged: rent (a month, the first payment included), a late fee, the early purchase payoff, or the final statement of a returned rental ($0.00 itself: its lines name what is still owed)',
  ),
  lines: z.array(invoiceLineView).describe("What it is made of, as billing itemised it (empty for invoices older than lines: then only the order's items say what it was for)"),
  items: z.array(z.object({ _id: z.string(), name: z.string(), monthly_price: z.number() })).describe("The order's items (what the rental is of, whatever the invoice charged)"),
  final: z.boolean().describe('The final invoice: the paid one that completed its order as owned (its last payment or its payoff), or the final statement of a returned rental'),
});

export const dashboardView = z.object({
  user: accountProfile.nullable(),
  orders: z.array(dashboardOrderView).describe('Newest first'),
  paymentMethod: z
    .object({
      card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
      billing_details: z.object({ address: z.object({ postal_code: z.string().nullable() }) }),
    })
    .nullable(),
  invoices: z.array(dashboardInvoiceView).describe('Newest first, at most 24'),
  missing: z.array(z.enum(DASHBOARD_PARTS)).describe('What could not be fetched (its service down or slow): shown as unknown, never as empty'),
});

export type DashboardView = z.input<typeof dashboardView>;

export const orderAccountContract = defineContract({
  getDashboardData: {
    method: 'get',
    path: '/getDashboardData',
    access: 'customer',
    tag: 'Account',
    summary:
      "The caller's account page: their profile, orders (with what each item costs to own and how much of it is paid), card and invoices. " +
      'Always 200: a part whose service is down is null or empty and named in `missing`',
    response: dashboardView,
  },
});
