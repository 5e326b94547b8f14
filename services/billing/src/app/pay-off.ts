import { createHash } from 'node:crypto';
import { DomainError, storeDateOf, type Clock, type Logger } from '@rto/kit';
import { orderPayoffCents, PAYMENTS_TO_OWN } from '@rto/rules';
import type { OwnershipInvoices } from '../store/ownership-invoices';
import type { SubscriptionRecord, SubscriptionRepository } from '../store/subscription.repository';
import type { CompleteOwnership } from './complete-ownership';
import type { PaidNow, PayInvoices } from './pay-now';

export interface PayOffDeps {
  subscriptions: SubscriptionRepository;
  invoices: OwnershipInvoices;
  payInvoices: PayInvoices;
  completeOwnership: CompleteOwnership;
  logger: Logger;
  clock: Clock;
  /** The store's time zone: the payoff's due date is the store's date today. */
  timeZone: string;
}

export const PAY_DUE_FIRST = 'Please pay what is due on this order first: the payoff is offered on an order that is up to date';
const ALREADY_OWNED = 'This order is paid off already: it is yours';

/** Statuses whose rental still runs and can be paid off (Stripe's past_due and unpaid are overdue: paid first). */
const PAYABLE = new Set(['active', 'trialing', 'paused']);

/** The order's payoff figure: the rule's, over its items (an order stored without items: its monthly total). */
export function payoffCentsOf(subscription: Pick<SubscriptionRecord, 'items' | 'monthlyTotalCents'>, paymentsMade: number): number {
  const prices = subscription.items.length > 0 ? subscription.items.map((item) => item.monthlyPriceCents) : [subscription.monthlyTotalCents];
  return orderPayoffCents(prices, paymentsMade);
}

/**
 * The payoff invoice's id: one per order and count of payments made, so two calls at once record the same invoice
 * (and its claim decides who charges it), and a payoff asked after another month was paid is a new, smaller one.
 */
const payoffInvoiceIdOf = (orderId: string, paymentsMade: number) =>
  `in_payoff_${createHash('sha256').update(orderId).digest('hex').slice(0, 24)}_${paymentsMade}`;

/**
 * POST /payNow with `payoff: true`: the customer buys out one of their orders early. Billing works the amount out
 * itself (the early purchase option of @rto/rules, from the payments made: never a figure the client sent), records
 * it as the order's `payoff` invoice and pays it as POST /payNow pays a due invoice (claimed first, one idempotency
 * key per attempt), so two calls at once charge it once. Once paid the rental completes as owned. An overdue order
 * pays what is due first (409); another customer's order is no order (404).
 */
export function createPayOff({ subscriptions, invoices, payInvoices, completeOwnership, logger, clock, timeZone }: PayOffDeps) {
  return async function payOff(userId: string, orderId: string): Promise<PaidNow & { owned: boolean }> {
    const subscription = await subscriptions.findByOrder(orderId);
    if (!subscription || subscription.userId !== userId) throw new DomainError('not-found', 'No such order');
    if (subscription.status === 'owned') throw new DomainError('conflict', ALREADY_OWNED);
    if (!PAYABLE.has(subscription.status)) {
      throw new DomainError('conflict', subscription.status === 'past_due' || subscription.status === 'unpaid' ? PAY_DUE_FIRST : 'This order has no rental to pay off');
    }
    if (await invoices.somethingDue(orderId)) throw new DomainError('conflict', PAY_DUE_FIRST);

    const paymentsMade = await invoices.paidRentCount(orderId);
    const amountCents = payoffCentsOf(subscription, paymentsMade);
    if (amountCents <= 0) throw new DomainError('conflict', 'Nothing is left to pay on this order: it becomes yours with its last payment');
    const invoiceId = payoffInvoiceIdOf(orderId, paymentsMade);
    const found = await invoices.find(invoiceId);
    if (found?.status === 'paid') throw new DomainError('conflict', ALREADY_OWNED);

    const now = clock.now();
    const payoff = {
      invoiceId,
      userId,
      provider: subscription.provider,
      subscriptionId: subscription.subscriptionId,
      orderId,
      amountCents,
      issuedAt: now,
      dueDate: storeDateOf(now, timeZone),
      description: `Early purchase payoff: half of the ${PAYMENTS_TO_OWN - paymentsMade} payments still to make`,
    };
    await invoices.recordPayoff(payoff);
    const { description, ...facts } = payoff;
    const due = { ...facts, kind: 'payoff' as const, lines: [{ description, amountCents }], currency: 'usd', period: 'payoff', status: 'failed' as const, paidAt: null, feeFor: null, dunningRetries: 0, collectionMethod: 'charge_automatically' as const };
    let paid: PaidNow;
    try {
      paid = await payInvoices(userId, [due]);
    } catch (error) {
      // Refused or not answered: nothing is owed for an offer not taken (a call still holding it keeps it).
      await invoices.withdrawPayoff(invoiceId);
      throw error;
    }

    // The answer says it is owned; were this to fail, billing's own invoice.paid completes it (events/on-invoice-paid.ts).
    let owned = false;
    try {
      owned = (await completeOwnership(orderId, invoiceId)) !== null || (await subscriptions.findByOrder(orderId))?.status === 'owned';
    } catch (error) {
      logger.warn({ err: error, orderId }, 'payoff paid; ownership completes from invoice.paid');
    }
    logger.info({ orderId, invoiceId, amountCents, paymentsMade }, 'order paid off');
    return { ...paid, owned };
  };
}

export type PayOff = ReturnType<typeof createPayOff>;
