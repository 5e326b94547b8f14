import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/**
 * The facts billing publishes (docs/architecture.md). Consumers import these definitions to validate what they get.
 * Each carries the revision of the customer's billing account it describes (written by `changeUnderRevision`), so a
 * consumer applies only the newest: a late `billing.paused` never undoes a `billing.resumed` that came after it.
 */

const billingState = z.object({
  userId: z.string(),
  revision: z.number().int().positive().optional(),
});

/** The orders a pause defers (optional: events written before pauses named them carry none). */
const pausedOrders = z.array(z.string()).optional().describe('The orders whose drafts the pause defers (or deferred, on resume): they show paused meanwhile');

/**
 * The customer paused their billing, or an admin suspended them: nothing of `orderIds` is drafted until it is resumed
 * (Suspended in the admin). A customer's own pause ends by itself at `endsAt`; an admin's suspend has none.
 */
export const billingPaused = defineEvent(
  'billing.paused',
  billingState.extend({
    orderIds: pausedOrders,
    endsAt: z.string().optional().describe("ISO time a customer's own pause ends by itself"),
  }),
);

/** The customer's billing resumed (by hand, by itself, or an admin's activate): drafting starts again from the next draft day (Active in the admin). */
export const billingResumed = defineEvent('billing.resumed', billingState.extend({ orderIds: pausedOrders }));

/**
 * The customer stored their card and signed agreement (POST /storeBilling): their orders waiting for billing can
 * start their subscriptions now, and the text signed (by its fingerprint) is kept with them.
 */
export const billingStored = defineEvent(
  'billing.stored',
  billingState.extend({
    agreementHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional()
      .describe('The fingerprint of the agreement text signed (POST /draftAgreement): order keeps that text for good'),
  }),
);

/**
 * A payment failed: an order's first payment was refused (its subscription never starts), a monthly invoice failed,
 * or (`stage: 'card-setup'`) the card itself was refused by POST /storeBilling, before any order was named: order
 * cancels the customer's order waiting for billing at once. `amountCents` is what was asked (0 at card set-up);
 * `message` the provider's words (`Your card was declined.`).
 */
export const paymentFailed = defineEvent(
  'payment.failed',
  z.object({
    userId: z.string(),
    orderId: z.string().optional(),
    /** The invoice that failed; absent for a refused first payment (no invoice, no subscription). */
    invoiceId: z.string().optional(),
    amountCents: z.number().int(),
    message: z.string(),
    stage: z.enum(['card-setup']).optional().describe('card-setup: storeBilling refused the card (no order, no invoice named)'),
  }),
);

/**
 * A step of dunning on a late monthly payment: a retry of it that failed (`retried`), or a late fee assessed on it
 * (`lateFeeCents` > 0). notification e-mails the customer what is due; `amountDueCents` is everything unpaid on the
 * order after this step (the rent and the fees), `daysLate` counted in store dates from the payment's due date.
 */
export const paymentReminder = defineEvent(
  'payment.reminder',
  z.object({
    userId: z.string(),
    orderId: z.string(),
    invoiceId: z.string().describe('The late rent invoice'),
    daysLate: z.number().int().min(0),
    amountDueCents: z.number().int().min(0),
    lateFeeCents: z.number().int().min(0).describe('The fee assessed by this step; 0 for a retry'),
    retried: z.boolean().describe('A retry of the payment was declined (else: a fee was assessed)'),
  }),
);

/**
 * A monthly invoice was issued to be paid by the customer, not charged: their subscription keeps no card ("Save this
 * card for recurring payments" unticked; Stripe's send-invoice collection). notification e-mails it with its amount,
 * due date and a link to My Account, where Pay Now takes a card. Unpaid the day after `dueDate`, it fails
 * (`payment.failed`) and is dunned as any late payment.
 */
export const invoiceIssued = defineEvent(
  'invoice.issued',
  z.object({
    userId: z.string(),
    orderId: z.string(),
    invoiceId: z.string(),
    amountCents: z.number().int().min(0),
    dueDate: z.string().describe("The store date (YYYY-MM-DD, the store's time zone) it is due"),
  }),
);

/**
 * An invoice was paid: a monthly draft, today's payment, or a failed invoice paid later (POST /payNow, Stripe's
 * retry). order moves an overdue order back to active once none of its invoices is left unpaid.
 */
export const invoicePaid = defineEvent(
  'invoice.paid',
  z.object({
    userId: z.string(),
    orderId: z.string().optional(),
    invoiceId: z.string(),
    amountCents: z.number().int(),
    paidAt: z.string().describe('ISO time'),
  }),
);

/**
 * An order's rental completed as owned: its last monthly payment was paid (`last-payment`), or its early purchase
 * payoff (`payoff`). Billing drafts nothing more for it and cancelled it at the provider; order completes the order.
 */
export const rentalOwned = defineEvent(
  'rental.owned',
  z.object({
    userId: z.string(),
    orderId: z.string(),
    reason: z.enum(['last-payment', 'payoff']),
    ownedAt: z.string().describe('ISO time'),
    invoiceId: z.string().optional().describe('The final invoice: the paid one that completed it'),
    finalPaymentCents: z.number().int().min(0).optional().describe("The final invoice's amount: the last month's rent or the payoff"),
  }),
);
