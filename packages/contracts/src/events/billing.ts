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

/** The customer paused their billing: nothing is drafted until they resume it (Suspended in the admin). */
export const billingPaused = defineEvent('billing.paused', billingState);

/** The customer resumed their billing: drafting starts again from the next draft day (Active in the admin). */
export const billingResumed = defineEvent('billing.resumed', billingState);

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
  }),
);
