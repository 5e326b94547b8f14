import { draftDaySchema } from '@rto/contracts';
import { DRAFT_DAYS } from '../domain/draft-schedule';
import { defineContract, requiredLine, singleLine, textOrMissing } from '@rto/kit';
import { z } from 'zod';
import { billingAdminContract } from './admin-contract';
import { checkPngDataUrl, MAX_SIGNATURE_DATA_URL } from '../domain/signature';

const draftDay = draftDaySchema(DRAFT_DAYS);

/**
 * billing's public API: the spec's paths and fields (sections 3, 7), plus GET /getBillingDetails, POST
 * /createSandboxPaymentMethod, the SetupIntent that checks a card before signing (issue 21) and Stripe's webhook.
 * Handlers parse with these schemas and the gateway's OpenAPI document is built from them.
 */

const AGREEMENT_VERSION = '1.0';

/** The gateway counts these writes per customer (its route table's perCustomer). */
const PER_CUSTOMER_LIMIT = "Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again";

const paymentMethodId = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter your card details' : 'paymentMethodId must be text') })
  .trim()
  .min(1, 'Please enter your card details')
  .max(255, 'paymentMethodId must be at most 255 characters')
  .regex(/^pm_[A-Za-z0-9_]+$/, 'paymentMethodId must be a payment method id (pm_...)')
  .describe("The payment method the card payment provider made from the card (Stripe.js), or the sandbox's (pm_card_visa, pm_sandbox_...)");

const zipCode = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter zip code' : 'Zip code must be text') })
  .trim()
  .min(1, 'Please enter zip code')
  .regex(/^\d{5}$/, 'Zip code must be 5 digits');

/** A signature as a PNG data URL, decoded and checked to be a real PNG: the handler gets the PNG's bytes. */
const signature = (label: string, missing: string) =>
  textOrMissing(label, missing)
    .min(1, missing)
    .max(MAX_SIGNATURE_DATA_URL, `${label} must be at most ${MAX_SIGNATURE_DATA_URL} characters`)
    .transform((value, ctx) => {
      const check = checkPngDataUrl(value, label);
      if (check.ok) return check.png;
      ctx.addIssue({ code: 'custom', message: check.problem });
      return z.NEVER;
    })
    .describe(`PNG image data URL (data:image/png;base64,...), at most ${MAX_SIGNATURE_DATA_URL} characters`);

const agreementInput = z.object(
  {
    customerName: requiredLine('customerName', 'Please enter your name', 120),
    customerSignature: signature('customerSignature', 'Please sign the agreement'),
    lessorSignature: signature('lessorSignature', 'The lessor signature is missing'),
    signedDate: requiredLine('signedDate', 'signedDate is required', 40).describe("The signer's local date, as their browser wrote it"),
    agreementVersion: z.literal(AGREEMENT_VERSION, { error: `agreementVersion must be '${AGREEMENT_VERSION}'` }),
    signatureTimestamp: z.iso.datetime({ offset: true, error: 'signatureTimestamp must be an ISO date and time' }),
    agreementHash: z
      .string({ error: 'agreementHash must be text' })
      .regex(/^[0-9a-f]{64}$/, 'agreementHash must be 64 lowercase hex characters (SHA-256)')
      .optional()
      .describe('The fingerprint (hash) POST /draftAgreement answered for the text signed: kept with the signature, and the order keeps that text'),
  },
  { error: 'Please sign the rental agreement' },
);

/** A card as the account page shows it (spec 3, dashboard paymentMethod). */
const cardView = z.object({
  brand: z.string().describe('visa, mastercard, amex, ...'),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

export const paymentMethodView = z.object({
  id: z.string(),
  card: cardView,
  billing_details: z.object({ address: z.object({ postal_code: z.string().nullable() }) }),
});

const agreementView = z.object({
  id: z.string(),
  agreementVersion: z.string(),
  customerName: z.string(),
  customerSignature: z.string().describe('PNG image data URL, as signed'),
  lessorSignature: z.string().describe('PNG image data URL, as signed'),
  signedDate: z.string(),
  signatureTimestamp: z.string().describe('ISO time the signer sent'),
  signedAt: z.string().describe('ISO time the server stored the signed agreement'),
  signerIp: z.string(),
});

const invoiceView = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  amount: z.number().describe('Dollars'),
  currency: z.string(),
  status: z.enum(['paid', 'failed', 'open']).describe('open: issued to be paid with Pay Now (no card on file), due but not late'),
  date: z.string().describe('ISO time the invoice was issued'),
  kind: z
    .enum(['rent', 'late-fee', 'payoff', 'final'])
    .describe('rent (a month, the first payment included), a late fee, the early purchase payoff, or the final statement of a returned rental ($0.00 itself: its lines name what is still owed)'),
  lines: z.array(z.object({ description: z.string(), amount: z.number().describe('Dollars') })).describe('What it is made of: rent one line per item, a fee or a payoff one line (empty for older invoices)'),
});

const billingMessage = z.object({
  message: z.string(),
  billingPaused: z.boolean(),
  pauseEndsAt: z.string().nullable().optional().describe("ISO time the customer's pause ends by itself; null when not paused or suspended by an admin"),
});

export const billingContract = defineContract({
  storeBilling: {
    method: 'post',
    path: '/storeBilling',
    access: 'customer',
    tag: 'Billing',
    summary: 'Store the signed rental agreement and set up the card with the payment provider',
    validationDetails: true,
    errors: { 402: "The card was refused: { type: 'payment_error', error, code }", 429: PER_CUSTOMER_LIMIT, 503: 'The payment provider is unavailable' },
    body: z.object({ paymentMethodId, zipCode, draftDay, saveCard: z.boolean({ error: 'saveCard must be true or false' }), agreement: agreementInput }),
    status: 201,
    response: z.object({
      message: z.string(),
      paymentMethod: paymentMethodView,
      agreement: z.object({ id: z.string(), agreementVersion: z.string(), signedAt: z.string() }),
    }),
  },
  updatePaymentMethod: {
    method: 'patch',
    path: '/updatePaymentMethod',
    access: 'customer',
    tag: 'Billing',
    summary: "Make another card the customer's default (later drafts use it)",
    validationDetails: true,
    errors: { 402: "The card was refused: { type: 'payment_error', error, code }", 409: 'No billing set up yet', 429: PER_CUSTOMER_LIMIT, 503: 'The payment provider is unavailable' },
    body: z.object({ paymentMethodId }),
    response: z.object({ message: z.string(), paymentMethod: paymentMethodView }),
  },
  pauseBilling: {
    method: 'patch',
    path: '/pauseBilling',
    access: 'customer',
    tag: 'Billing',
    summary:
      "Pause the customer's billing: the drafts of their active orders with nothing due are deferred until it is resumed or it ends by itself after PAUSE_MAX_DAYS (30) days; once in PAUSE_EVERY_MONTHS (6) months (publishes billing.paused). Pausing a paused account changes nothing",
    errors: { 409: "Paused within the last PAUSE_EVERY_MONTHS months: a sentence naming the date it can be used again", 503: 'The payment provider is unavailable' },
    response: billingMessage,
  },
  resumeBilling: {
    method: 'post',
    path: '/resumeBilling',
    access: 'customer',
    tag: 'Billing',
    summary: "Resume the customer's billing from the next draft day (publishes billing.resumed)",
    errors: { 503: 'The payment provider is unavailable' },
    response: billingMessage,
  },
  payNow: {
    method: 'post',
    path: '/payNow',
    access: 'customer',
    tag: 'Billing',
    summary:
      "Pay what is due on one of the caller's orders (its failed and open monthly invoices and the late fees assessed on them) now, with the card on file or a card given (paymentMethodId); each invoice paid publishes invoice.paid, so the order is active again. Each invoice is claimed before the provider is asked (with an idempotency key of the invoice), so it is charged once however often this is sent",
    body: z.object({
      orderId: requiredLine('orderId', 'orderId is required', 64).describe('The order whose due invoices to pay'),
      payoff: z
        .boolean({ error: 'payoff must be true or false' })
        .optional()
        .describe(
          "true: pay the order off early instead (the early purchase option: half of the payments still to make, worked out by billing, never sent): it completes as owned. Only an order with nothing due",
        ),
      paymentMethodId: paymentMethodId
        .optional()
        .describe(
          "A card the caller's browser just made (POST /createSandboxPaymentMethod, or Stripe.js) to pay with instead of the card on file (an account that keeps no card has none): detached after paying unless saveCard. Another customer's card is refused (400)",
        ),
      saveCard: z
        .boolean({ error: 'saveCard must be true or false' })
        .optional()
        .describe('With paymentMethodId: true keeps it as the card on file, and the monthly invoices are charged to it again ("Save this card for recurring payments")'),
    }),
    response: z.object({
      paid: z.number().int().describe('How many invoices were paid'),
      amount: z.number().describe('Dollars paid'),
      owned: z.boolean().optional().describe('payoff: the order is owned now'),
    }),
    errors: {
      400: "Bad input, or a paymentMethodId the provider does not know as the caller's ('No such payment method')",
      402: "The card was refused: { type: 'payment_error', error, code }; the invoice stays due and can be paid again",
      404: 'No such order of the caller',
      409:
        "'A payment for this order is already in progress' (the same order paid by another request now), 'Nothing is due on this order', " +
        "'Please add a card to pay this invoice' (no card on file and no paymentMethodId), or no billing set up; " +
        'payoff: something is due on the order (paid first), it is owned already, or it has no running rental',
      429: PER_CUSTOMER_LIMIT,
      503: 'The payment provider is unavailable',
    },
  },
  getBillingDetails: {
    method: 'get',
    path: '/getBillingDetails',
    access: 'customer',
    tag: 'Billing',
    summary: "The caller's billing: the provider to enter cards with, the default card, pause state, signed agreement, invoices",
    response: z.object({
      provider: z.enum(['stripe', 'sandbox']).describe('stripe: enter cards with Stripe.js and publishableKey; sandbox: POST /createSandboxPaymentMethod'),
      publishableKey: z.string().nullable(),
      billing: z.object({
        paymentMethod: paymentMethodView.nullable(),
        draftDay: z.number().int().nullable(),
        saveCard: z.boolean().nullable(),
        billingPaused: z.boolean(),
        agreement: agreementView.nullable().describe('The newest signed agreement, to show or download again'),
        invoices: z.array(invoiceView).describe('Newest first, at most 24'),
        pause: z
          .object({
            maxDays: z.number().int().describe('A pause ends by itself after this many days'),
            everyMonths: z.number().int().describe('A pause can be used once in this many months'),
            endsAt: z.string().nullable().describe("ISO time the customer's pause in force ends by itself; null when not paused or suspended by an admin"),
            nextPauseFrom: z.string().nullable().describe('ISO time from which a pause can be used again; null when it can now'),
          })
          .describe("The limits of the customer's own pause"),
      }),
    }),
  },
  createSandboxPaymentMethod: {
    method: 'post',
    path: '/createSandboxPaymentMethod',
    access: 'customer',
    tag: 'Billing',
    summary: "Test mode only (no Stripe key): a payment method from one of Stripe's test cards, as Stripe.js makes one",
    errors: { 402: "Not a usable test card: { type: 'payment_error', error, code } with Stripe's words", 404: 'Stripe is configured: cards go to Stripe.js', 429: PER_CUSTOMER_LIMIT },
    body: z.object({
      card: z.object(
        {
          number: z.string({ error: 'Please enter your card number' }).max(30, 'Your card number is invalid.'),
          exp_month: z.number({ error: "Your card's expiration month is invalid." }).int("Your card's expiration month is invalid."),
          exp_year: z.number({ error: "Your card's expiration year is invalid." }).int("Your card's expiration year is invalid."),
          cvc: z.string({ error: "Your card's security code is incomplete." }).max(4, "Your card's security code is invalid."),
        },
        { error: 'Please enter your card details' },
      ),
      billing_details: z.object({ address: z.object({ postal_code: singleLine(z.string().max(10), 'postal_code').optional() }).optional() }).optional(),
    }),
    status: 201,
    response: z.object({ paymentMethod: z.object({ id: z.string(), card: cardView }) }),
  },
  createSetupIntent: {
    method: 'post',
    path: '/createSetupIntent',
    access: 'customer',
    tag: 'Billing',
    summary:
      "A SetupIntent for the caller's customer at the payment provider (usage off_session): the card is confirmed with it (Stripe.js confirmCardSetup, or POST /confirmSandboxSetupIntent) before the agreement is signed",
    errors: { 429: PER_CUSTOMER_LIMIT, 503: 'The payment provider is unavailable' },
    status: 201,
    response: z.object({
      setupIntentId: z.string().describe('seti_...'),
      clientSecret: z.string().describe("What the browser confirms the SetupIntent with; the caller's only"),
    }),
  },
  confirmSandboxSetupIntent: {
    method: 'post',
    path: '/confirmSandboxSetupIntent',
    access: 'customer',
    tag: 'Billing',
    summary: "Test mode only (no Stripe key): confirms the caller's SetupIntent with a payment method, answering Stripe test mode's documented declines",
    validationDetails: true,
    errors: {
      402: "The card was refused (Stripe's last_setup_error): { type: 'payment_error', error, code }; the SetupIntent can be confirmed again with another card",
      404: "Stripe is configured, or no such SetupIntent of the caller's",
      409: 'The SetupIntent has succeeded already, or is being confirmed by another request',
      429: PER_CUSTOMER_LIMIT,
    },
    body: z.object({
      clientSecret: requiredLine('clientSecret', 'clientSecret is required', 200).describe('From POST /createSetupIntent'),
      paymentMethodId,
    }),
    response: z.object({ setupIntent: z.object({ id: z.string(), status: z.literal('succeeded'), payment_method: z.string() }) }),
  },
  stripeWebhook: {
    method: 'post',
    path: '/webhooks/stripe',
    access: 'none',
    tag: 'Billing',
    summary: "Stripe's events (invoice.paid, invoice.payment_failed, customer.subscription.updated): the raw body, signed in Stripe-Signature",
    errors: { 404: 'Stripe is not configured here' },
    response: z.object({ received: z.literal(true) }),
  },
  ...billingAdminContract,
});
