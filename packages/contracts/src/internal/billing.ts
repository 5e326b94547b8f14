import { defineInternalContract } from '@rto/kit';
import { z } from 'zod';

/**
 * billing's internal API: what other services (order; identity, before a deletion) may ask it, with a service
 * credential, on paths the gateway never routes (docs/architecture.md). Money in integer cents. The handlers parse with
 * these schemas, callers check billing's answers with them, and billing serves the document built from them at
 * GET /internal/openapi.json.
 */

const id = (label: string) => z.string().trim().min(1, `${label} is required`).max(64, `${label} must be at most 64 characters`);

export const internalSubscription = z.object({
  orderId: z.string(),
  userId: z.string(),
  subscriptionId: z.string().nullable().describe("The provider's subscription id; null when the first payment was declined"),
  status: z.string().describe("active (or the provider's other statuses: past_due, unpaid, ...), declined, canceled"),
  declineMessage: z.string().nullable().describe("Why the first payment was refused, in the provider's words"),
  monthlyTotalCents: z.number().int(),
  deliveryFeeCents: z.number().int().describe("Taken once, with today's payment"),
  todayChargeCents: z.number().int().describe("Today's payment as the order priced it: the first month and the delivery fee"),
  draftDay: z.number().int(),
  collectionPaused: z.boolean(),
});

/** What an invoice charged: declared once, for billing's answers and the views other services make of them. */
export const invoiceKind = z
  .enum(['rent', 'late-fee', 'payoff', 'final'])
  .describe('rent (a month, the first payment included), a late fee, the early purchase payoff, or the final statement of a returned rental ($0.00 itself: its lines name what is still owed)');
const invoiceLines = z.array(z.object({ description: z.string(), amountCents: z.number().int() })).describe('What it is made of (empty for invoices older than lines)');

const internalInvoice = z.object({
  invoiceId: z.string(),
  orderId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'failed', 'open']).describe('open: issued to be paid by the customer (no card on file), due but not failed'),
  issuedAt: z.string(),
  kind: invoiceKind.default('rent'),
  lines: invoiceLines.default([]),
});

/** One invoice as the admin's subscription details list it (issue 22, item 7). */
const adminInvoice = z.object({
  invoiceId: z.string(),
  kind: invoiceKind,
  amountCents: z.number().int(),
  status: z.enum(['paid', 'failed', 'open']).describe('failed: unpaid and due; open: issued to be paid by the customer, not yet late'),
  issuedAt: z.string().describe('ISO time'),
  paidAt: z.string().nullable().describe('ISO time; null while unpaid'),
  dueDate: z.string().describe("The store date (YYYY-MM-DD, the store's time zone) it was due"),
  failureMessage: z.string().nullable().describe("Why its last charge failed, in the provider's words"),
  lines: invoiceLines,
});

export const billingInternalContract = defineInternalContract({
  startSubscription: {
    method: 'post',
    path: '/internal/subscriptions',
    access: 'service',
    tag: 'Subscriptions',
    summary:
      "Start an order's monthly subscription with the customer's stored card and draft day; today's payment is the order's todayChargeCents, as the order priced it. " +
      'Idempotent per orderId: a repeated call answers the same subscription (or the same decline) and makes no second one',
    body: z.object({
      orderId: id('orderId'),
      userId: id('userId'),
      monthlyTotalCents: z.number().int().positive('monthlyTotalCents must be more than 0').max(10_000_000),
      deliveryFeeCents: z
        .number()
        .int()
        .nonnegative()
        .max(1_000_000)
        .default(0)
        .describe("The part of today's payment that is the order's delivery fee, integer cents: recorded, never added again"),
      todayChargeCents: z
        .number()
        .int()
        .positive('todayChargeCents must be more than 0')
        .max(11_000_000)
        .describe("Today's payment as the order priced it (order.placed's todayChargeCents): the first month and the delivery fee, integer cents"),
      items: z
        .array(z.object({ productId: z.string().max(64).default(''), name: z.string().min(1).max(200), monthlyPriceCents: z.number().int().nonnegative() }))
        .max(50),
    }),
    response: z.object({ subscription: internalSubscription }),
    refusals: { 409: "The customer has not set up billing yet (POST /storeBilling), or the order id is another customer's" },
  },
  cancelSubscription: {
    method: 'delete',
    path: '/internal/subscriptions/:orderId',
    access: 'service',
    tag: 'Subscriptions',
    summary: "Cancel an order's subscription: nothing more is drafted (a repeated call answers the same)",
    params: z.object({ orderId: id('orderId') }),
    response: z.object({ subscription: internalSubscription }),
    refusals: { 404: 'The order has no subscription' },
  },
  orderAgreement: {
    method: 'get',
    path: '/internal/orders/:orderId/agreement',
    access: 'service',
    tag: 'Agreements',
    summary:
      "The signed agreement an order's subscription started with (the customer's newest stored before it was claimed): who signed, when, the signature images and the fingerprint of the text signed",
    params: z.object({ orderId: id('orderId') }),
    response: z.object({
      agreement: z.object({
        orderId: z.string(),
        userId: z.string(),
        agreementVersion: z.string(),
        agreementHash: z.string().nullable().describe('SHA-256 (hex) of the text signed; null for an agreement signed before texts had one'),
        customerName: z.string(),
        customerSignature: z.string().describe('PNG data URL'),
        lessorSignature: z.string().describe('PNG data URL'),
        signedDate: z.string().describe("The signer's local date, as their browser wrote it"),
        signatureTimestamp: z.string().describe('ISO time of signing'),
      }),
    }),
    refusals: { 404: 'The order has no subscription, or no signed agreement is kept for it' },
  },
  billingSummary: {
    method: 'get',
    path: '/internal/customers/:userId/billing',
    access: 'service',
    tag: 'Customers',
    summary:
      "A customer's billing: the default card, pause state, draft day, newest invoices and, per order, the payments made and what is due (the dashboard's paymentMethod, invoices and ownership)",
    params: z.object({ userId: id('userId') }),
    response: z.object({
      billing: z.object({
        userId: z.string(),
        paymentMethod: z
          .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), postalCode: z.string().nullable() })
          .nullable(),
        billingPaused: z.boolean(),
        draftDay: z.number().int().nullable(),
        invoices: z.array(internalInvoice).describe('Newest first, at most 24'),
        orders: z
          .array(
            z.object({
              orderId: z.string(),
              paymentsMade: z.number().int().describe('Paid invoices of the order, over its whole life'),
              paidCents: z.number().int(),
              dueCents: z.number().int().describe('Failed invoices not paid since: rent, and the late fees assessed on it'),
              lastFailedAt: z.string().nullable().describe('ISO time of the newest of those failed charges'),
              lateFeesCents: z.number().int().default(0).describe('The unpaid late fees (part of dueCents)'),
              daysLate: z
                .number()
                .int()
                .default(0)
                .describe("Store date today minus the due date of the oldest unpaid rent invoice (the store's time zone); 0 when none"),
              repossessionEligible: z.boolean().default(false).describe("daysLate is more than the agreement's 90 days"),
              ownershipDate: z
                .string()
                .nullable()
                .default(null)
                .describe(
                  'YYYY-MM-DD, the store date of the draft that would make its last payment (the next draft date plus a month per further payment, ' +
                    "a customer's pause deferring it); null when owned or not running",
                ),
              pausedDays: z.number().int().default(0).describe("Days the customer's pauses moved the term and the ownership date out (one in force counted to its end)"),
            }),
          )
          .describe('One entry per order with invoices'),
      }),
    }),
  },
  amountOwed: {
    method: 'get',
    path: '/internal/customers/:userId/owed',
    access: 'service',
    tag: 'Customers',
    summary:
      'What a customer still owes the store, for identity before it deletes the account: the sum of their unpaid invoices (failed or open: rent, late fees, ' +
      "a returned rental's balance still owed), as the account page's dueCents and the admin's amountDueCents count them. 0 for a customer without invoices",
    params: z.object({ userId: id('userId') }),
    response: z.object({
      owedCents: z.number().int().min(0).describe('Every unpaid invoice of the customer, summed'),
      unpaidInvoices: z.number().int().min(0).describe('How many invoices that is'),
    }),
  },
  orderMoney: {
    method: 'get',
    path: '/internal/orders/:orderId/money',
    access: 'service',
    tag: 'Admin',
    summary:
      "An order's money for the admin's subscription details: its invoices oldest first, the unpaid ones, the late fees, the amount due, " +
      'the days late (today minus the due date of the oldest unpaid rent, store dates) and whether it may be repossessed. An order without invoices answers none and nothing due',
    params: z.object({ orderId: id('orderId') }),
    response: z.object({
      money: z.object({
        orderId: z.string(),
        invoices: z.array(adminInvoice).describe('Oldest first, at most 500'),
        failedCount: z.number().int().describe('Unpaid invoices (failed charges, fees assessed)'),
        feesCents: z.number().int().describe('Every late fee assessed on the order, paid or not'),
        feesDueCents: z.number().int().describe('The late fees still unpaid (part of amountDueCents)'),
        amountDueCents: z.number().int().describe('Every unpaid invoice of the order'),
        daysLate: z.number().int().describe('Store date today minus the due date of the oldest unpaid rent invoice; 0 when none'),
        repossessionEligible: z.boolean().describe("daysLate is more than the rules' REPOSSESSION_AFTER_DAYS (the agreement's repossession clause)"),
        asOf: z.string().describe("ISO time of billing's clock"),
      }),
    }),
  },
  storeMoney: {
    method: 'get',
    path: '/internal/money',
    access: 'service',
    tag: 'Admin',
    summary:
      "The admin dashboard's money over all the invoices: what was collected this month (invoices paid in the current store month, whatever they were for) " +
      'and what is overdue now (the unpaid invoices of orders, and how many orders)',
    response: z.object({
      money: z.object({
        month: z.string().describe("YYYY-MM, the store's current month"),
        collectedThisMonthCents: z.number().int(),
        overdueCents: z.number().int(),
        overdueOrders: z.number().int(),
        asOf: z.string().describe("ISO time of billing's clock"),
      }),
    }),
  },
});
