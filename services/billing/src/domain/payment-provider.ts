/**
 * What billing asks of a payment provider, whichever it is: Stripe, or the sandbox that behaves like Stripe's test
 * mode (docs/architecture.md). No I/O here: the implementations live in src/adapters/.
 */

import { DomainError } from '@rto/kit';

/** A card as the customer sees it: never its number. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A customer at the provider with a payment method attached and made their default. */
export interface PaymentMethodSetUp {
  customerId: string;
  paymentMethodId: string;
  card: CardSummary;
}

/** A subscription's state at the provider, in Stripe's words. */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'trialing', 'paused'] as const;
export type ProviderSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * How a subscription collects each month, in Stripe's words: charging the customer's saved card, or sending an
 * invoice the customer pays (no card kept: "Save this card for recurring payments" unticked).
 */
export type Collection = 'charge_automatically' | 'send_invoice';

/** Stripe's days_until_due of a send-invoice subscription: the invoice is due on its draft day, late the day after. */
export const SEND_INVOICE_DAYS_UNTIL_DUE = 0;

/** rent: a month (today's payment included); late-fee: assessed on a late rent invoice; payoff: the early purchase. */
export const INVOICE_KINDS = ['rent', 'late-fee', 'payoff', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** One line of what an invoice is made of: an item's month of rent, a late fee, a payoff. */
export interface InvoiceLine {
  description: string;
  amountCents: number;
}

/** One invoice, paid or failed, as billing records it (money in integer cents). */
export interface InvoiceFacts {
  invoiceId: string;
  amountCents: number;
  currency: string;
  /** open: issued to be paid by the customer (send-invoice collection), due but not charged. */
  status: 'paid' | 'failed' | 'open';
  issuedAt: Date;
  /** Why a failed invoice failed, in the provider's words. */
  failureMessage?: string | undefined;
}

export interface SubscriptionStarted {
  subscriptionId: string;
  status: ProviderSubscriptionStatus;
  /** Today's payment, when the provider charges it at once (the sandbox); Stripe tells of it by webhook. */
  firstInvoice?: InvoiceFacts | undefined;
}

export interface SetUpRequest {
  userId: string;
  /** The provider's customer made for this user before, if any. */
  customerId: string | null;
  paymentMethodId: string;
  /** The name on the agreement (storeBilling); left as it was when not given. */
  customerName?: string | undefined;
  postalCode: string;
  /** false: attached only, the customer's default card left as it is (a card paying once, detached after). Default true. */
  makeDefault?: boolean | undefined;
}

/** A SetupIntent made for the customer (Stripe's, or the sandbox's alike): the browser confirms it with the card. */
export interface SetupIntentMade {
  setupIntentId: string;
  /** What the browser confirms it with (Stripe.js confirmCardSetup, or the sandbox card form); only its customer sees it. */
  clientSecret: string;
  /** The provider's customer it is for: made now when the user had none. */
  customerId: string;
}

export interface SubscriptionRequest {
  userId: string;
  customerId: string;
  orderId: string;
  /** The monthly total, integer cents: charged today (spec 9: today's payment is the monthly total) and on each draft day. */
  monthlyTotalCents: number;
  /** Today's payment as the order priced it (the first month and the delivery fee), integer cents: charged as it is. */
  todayChargeCents: number;
  /** 1 to 28: the day of the month each later payment is drafted. */
  draftDay: number;
  /** The customer's default payment method, as billing stored it. */
  paymentMethodId: string;
  now: Date;
}

/** A failed invoice paid now (POST /payNow), with the card the customer has on file. */
export interface InvoicePayment {
  userId: string;
  customerId: string;
  invoiceId: string;
  amountCents: number;
  /** The customer's default payment method now (it may have changed since the invoice failed). */
  paymentMethodId: string;
  /**
   * Whether billing made the invoice itself (a late fee, a payoff) rather than the provider's drafting: Stripe has no
   * invoice of ours, so it is charged as a payment of its own.
   */
  ownInvoice?: boolean | undefined;
  /**
   * The same key for the same attempt (derived from the invoice id): a retry after a timeout or a crash gets the
   * provider's first answer back and is never a second charge.
   */
  idempotencyKey: string;
  now: Date;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /**
   * Makes (or reuses) the customer at the provider, attaches the payment method and makes it their default.
   * A card the provider refuses throws `paymentRefused`; an unknown payment method an `invalid` DomainError.
   */
  setUpPaymentMethod(request: SetUpRequest): Promise<PaymentMethodSetUp>;
  /**
   * A SetupIntent for the customer (made, or `customerId` reused), for saving a card to charge later (usage
   * off_session): confirming it checks the card with the provider before anything is signed.
   */
  createSetupIntent(request: { userId: string; customerId: string | null }): Promise<SetupIntentMade>;
  /**
   * Starts the monthly subscription of one order. The same order id always means the same subscription: a repeated
   * call never makes a second one. A first payment the card refuses throws `paymentRefused`.
   */
  startSubscription(request: SubscriptionRequest): Promise<SubscriptionStarted>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Stops drafting a subscription until it is resumed: nothing is charged for the months in between. */
  pauseCollection(subscriptionId: string): Promise<void>;
  resumeCollection(subscriptionId: string): Promise<void>;
  /**
   * Pays a failed invoice now with the default card, at most once per idempotency key. A card that refuses throws
   * `paymentRefused`; an invoice the provider already holds as paid answers as paid.
   */
  payInvoice(payment: InvoicePayment): Promise<void>;
  /** Detaches a card from its customer (a card not saved for recurring payments): one detached before is done. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /**
   * How the subscription collects from now on: sending invoices the customer pays (Stripe's collection_method
   * send_invoice), or charging `paymentMethodId` again.
   */
  setCollection(subscriptionId: string, collection: Collection, paymentMethodId: string | null): Promise<void>;
  /**
   * Deletes the customer at the provider (a deleted account): their cards are detached and what is left of their
   * subscriptions cancelled. A customer deleted before is done.
   */
  deleteCustomer(customerId: string): Promise<void>;
}

/** The answer the billing screen reads for a card problem (spec 8): `type: 'payment_error'` and the provider's message. */
export function paymentRefused(message: string, code?: string): DomainError {
  return new DomainError('payment-refused', message, undefined, { type: 'payment_error', ...(code ? { code } : {}) });
}

/** The provider did not answer, or failed: nothing was changed on our side, the customer may try again. */
export function providerUnavailable(): DomainError {
  return new DomainError('unavailable', 'The payment provider is unavailable right now, please try again shortly');
}
