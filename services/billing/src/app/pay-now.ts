import { randomUUID } from 'node:crypto';
import { DomainError, type Clock, type Logger } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { ClaimedInvoice, InvoiceRecord, InvoiceRepository, ReminderFacts } from '../store/invoice.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface PayNowDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  logger: Logger;
  clock: Clock;
  /**
   * How long a call holds its claim on an invoice: longer than the provider can take to answer (Stripe's calls time
   * out and are retried twice), so a claim expires only when its call died.
   */
  claimMs?: number;
}

/**
 * A dunning retry (app/run-dunning.ts): a decline is written with its `payment.reminder` and the retries done, in
 * the same update that gives the claim up.
 */
export interface DunningStep {
  reminder: ReminderFacts;
  retriesDone: number;
}

/** What paying an order's due invoices did: how many were paid and their sum, in cents. */
export interface PaidNow {
  paid: number;
  amountCents: number;
}

export const PAYMENT_IN_PROGRESS = 'A payment for this order is already in progress';
const DEFAULT_CLAIM_MS = 2 * 60_000;

/**
 * The idempotency key of one attempt at paying an invoice: the same after a provider failure or a crash (the
 * provider answers the retry as it did the first call), a new one after a decline (the card's answer is final for
 * that attempt, and a new try may succeed) or with another card (the provider refuses a key sent with other values).
 */
export const paymentKeyOf = (invoice: Pick<ClaimedInvoice, 'invoiceId' | 'payAttempts'>, paymentMethodId: string) =>
  `pay-${invoice.invoiceId}-${invoice.payAttempts}-${paymentMethodId}`;

/**
 * POST /payNow: the customer pays what is due on one of their orders (its failed invoices) with the card on file.
 * Each invoice is claimed before the provider is asked, so two calls at once never both charge it: the second
 * answers 409. A paid invoice becomes paid with `invoice.paid` in the same write, as a draft-day payment does, so
 * the order returns to active. A declined card stops at the first invoice it refuses (402); the ones paid before
 * stay paid, the others stay due, claimable again.
 */
export function createPayNow(deps: PayNowDeps) {
  const { subscriptions, invoices } = deps;
  const payInvoices = createPayInvoices(deps);

  return async function payNow(userId: string, orderId: string): Promise<PaidNow> {
    const subscription = await subscriptions.findByOrder(orderId);
    // Another customer's order is answered as no order at all: nothing of it is shown.
    if (!subscription || subscription.userId !== userId) throw new DomainError('not-found', 'No such order');
    const due = await invoices.unpaidOf(userId, orderId);
    if (due.length === 0) throw new DomainError('conflict', 'Nothing is due on this order');
    const paid = await payInvoices(userId, due);
    deps.logger.info({ orderId, ...paid }, 'due invoices paid now');
    return paid;
  };
}

/**
 * Pays the given due invoices of the customer with their card on file: each claimed first (409 when another call
 * holds one), charged under its attempt's idempotency key, then paid with its `invoice.paid`. POST /payNow's way,
 * shared with the early payoff (app/pay-off.ts), which pays its payoff invoice so.
 */
export function createPayInvoices({ provider, accounts, invoices, clock, claimMs = DEFAULT_CLAIM_MS }: PayNowDeps) {
  const releaseAll = (claimed: ClaimedInvoice[]) => Promise.all(claimed.map((invoice) => invoices.releaseClaim(invoice.invoiceId, invoice.claimToken, null)));

  /** Claims every due invoice, or none: one held by another call (its claim not expired) answers 409. */
  async function claimAll(due: InvoiceRecord[]): Promise<ClaimedInvoice[]> {
    const now = clock.now();
    const until = new Date(now.getTime() + claimMs);
    const token = randomUUID();
    const claimed: ClaimedInvoice[] = [];
    for (const invoice of due) {
      const taken = await invoices.claimForPayment(invoice.invoiceId, token, now, until);
      if (taken) claimed.push(taken);
      else if (!(await invoices.isPaid(invoice.invoiceId))) {
        await releaseAll(claimed);
        throw new DomainError('conflict', PAYMENT_IN_PROGRESS);
      }
    }
    // Everything found due was paid meanwhile, by a call that has finished.
    if (claimed.length === 0) throw new DomainError('conflict', 'Nothing is due on this order');
    return claimed;
  }

  return async function payInvoices(userId: string, due: InvoiceRecord[], dunning?: DunningStep): Promise<PaidNow> {
    const account = await accounts.findByUser(userId);
    if (!account?.paymentMethod || !account.customerId || account.provider !== provider.kind) {
      throw new DomainError('conflict', 'Please complete your billing setup first');
    }
    const { customerId } = account;
    const paymentMethodId = account.paymentMethod.id;
    const claimed = await claimAll(due);
    let paid = 0;
    let amountCents = 0;
    for (const [index, invoice] of claimed.entries()) {
      // Billing's own invoices (a late fee, a payoff) are no invoice at Stripe: charged as a payment of their own.
      const payment = { userId, customerId, invoiceId: invoice.invoiceId, amountCents: invoice.amountCents, paymentMethodId, ownInvoice: invoice.kind !== 'rent' };
      try {
        await provider.payInvoice({ ...payment, idempotencyKey: paymentKeyOf(invoice, paymentMethodId), now: clock.now() });
      } catch (error) {
        const declined = error instanceof DomainError && error.kind === 'payment-refused' ? { message: error.message, ...(dunning ? { dunning } : {}) } : null;
        await invoices.releaseClaim(invoice.invoiceId, invoice.claimToken, declined);
        await releaseAll(claimed.slice(index + 1));
        throw error;
      }
      // Paid by this claim: counted here even if a webhook told of the same payment first and marked it.
      await invoices.markPaid(invoice.invoiceId, clock.now());
      paid += 1;
      amountCents += invoice.amountCents;
    }
    return { paid, amountCents };
  };
}

export type PayInvoices = ReturnType<typeof createPayInvoices>;

export type PayNow = ReturnType<typeof createPayNow>;
