import { randomUUID } from 'node:crypto';
import { DomainError, type Clock, type Logger } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { ClaimedInvoice, InvoiceRecord, InvoiceRepository, ReminderFacts } from '../store/invoice.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';
import type { CardCollection } from './card-collection';

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
/** No card on file and none given (the customer keeps no card: each month's invoice is sent to be paid). */
export const NO_CARD = 'Please add a card to pay this invoice';
const NOTHING_DUE = 'Nothing is due on this order';
const DEFAULT_CLAIM_MS = 2 * 60_000;

/**
 * The idempotency key of one attempt at paying an invoice: the same after a provider failure or a crash (the
 * provider answers the retry as it did the first call), a new one after a decline (the card's answer is final for
 * that attempt, and a new try may succeed) or with another card (the provider refuses a key sent with other values).
 */
export const paymentKeyOf = (invoice: Pick<ClaimedInvoice, 'invoiceId' | 'payAttempts'>, paymentMethodId: string) =>
  `pay-${invoice.invoiceId}-${invoice.payAttempts}-${paymentMethodId}`;

/**
 * POST /payNow: the customer pays what is due on one of their orders (its failed and open invoices) with the card on
 * file, or a card given (`paymentMethodId`: an account that keeps no card has none on file).
 * Each invoice is claimed before the provider is asked, so two calls at once never both charge it: the second
 * answers 409. A paid invoice becomes paid with `invoice.paid` in the same write, as a draft-day payment does, so
 * the order returns to active. A declined card stops at the first invoice it refuses (402); the ones paid before
 * stay paid, the others stay due, claimable again.
 */
export function createPayNow(deps: PayNowDeps & { cards: Pick<CardCollection, 'chargeCard'> }) {
  const { provider, accounts, subscriptions, invoices, cards } = deps;
  const payInvoices = createPayInvoices(deps);

  /**
   * Pays with a card the browser just made: attached to the caller's customer first (someone else's card is refused
   * as unknown), then, saved, made the account's card that every subscription charges again; not saved, detached
   * once it paid or was declined (one a concurrent call is paying with is left to that call).
   */
  async function payWithCard(userId: string, due: InvoiceRecord[], card: CardGiven): Promise<PaidNow> {
    const { account, customerId } = await billingAccountOf(accounts, provider, userId);
    let setUp: Awaited<ReturnType<PaymentProvider['setUpPaymentMethod']>>;
    try {
      setUp = await provider.setUpPaymentMethod({ userId, customerId, paymentMethodId: card.paymentMethodId, postalCode: account.postalCode ?? '', makeDefault: card.saveCard });
    } catch (error) {
      // The same new card sent twice at once (a double click): the other call may have paid with it and detached it
      // already, so the provider no longer knows it. Then the answer is that nothing is due, not an unknown card.
      const allPaid = async () => (await Promise.all(due.map((invoice) => invoices.isPaid(invoice.invoiceId)))).every(Boolean);
      if (error instanceof DomainError && (await allPaid())) throw new DomainError('conflict', NOTHING_DUE);
      throw error;
    }
    const onFile = account.paymentMethod?.id === setUp.paymentMethodId;
    let paid: PaidNow;
    try {
      paid = await payInvoices(userId, due, undefined, setUp.paymentMethodId);
    } catch (error) {
      if (!card.saveCard && !onFile && error instanceof DomainError && error.kind === 'payment-refused') await provider.detachPaymentMethod(setUp.paymentMethodId);
      throw error;
    }
    if (card.saveCard) {
      await accounts.setUpPayment(userId, { provider: provider.kind, customerId, paymentMethod: { id: setUp.paymentMethodId, ...setUp.card }, saveCard: true });
      await subscriptions.usePaymentMethod(userId, provider.kind, setUp.paymentMethodId);
      await cards.chargeCard(userId, setUp.paymentMethodId);
    } else if (!onFile) await provider.detachPaymentMethod(setUp.paymentMethodId);
    return paid;
  }

  return async function payNow(userId: string, orderId: string, card?: CardGiven): Promise<PaidNow> {
    const subscription = await subscriptions.findByOrder(orderId);
    // Another customer's order is answered as no order at all: nothing of it is shown.
    if (!subscription || subscription.userId !== userId) throw new DomainError('not-found', 'No such order');
    const due = await invoices.unpaidOf(userId, orderId);
    if (due.length === 0) throw new DomainError('conflict', NOTHING_DUE);
    const paid = card ? await payWithCard(userId, due, card) : await payInvoices(userId, due);
    deps.logger.info({ orderId, ...paid, cardGiven: Boolean(card) }, 'due invoices paid now');
    return paid;
  };
}

/** The customer's account at this provider, with its customer there: 409 before any billing set-up. */
async function billingAccountOf(accounts: AccountRepository, provider: PaymentProvider, userId: string) {
  const account = await accounts.findByUser(userId);
  if (!account?.customerId || account.provider !== provider.kind) throw new DomainError('conflict', 'Please complete your billing setup first');
  return { account, customerId: account.customerId };
}

/** A card given to Pay Now (a payment method the browser just made), and whether to keep it for recurring payments. */
export interface CardGiven {
  paymentMethodId: string;
  saveCard: boolean;
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
    if (claimed.length === 0) throw new DomainError('conflict', NOTHING_DUE);
    return claimed;
  }

  /** `card`: a payment method given for this payment (attached to the customer already); else the card on file. */
  return async function payInvoices(userId: string, due: InvoiceRecord[], dunning?: DunningStep, card?: string): Promise<PaidNow> {
    const { account, customerId } = await billingAccountOf(accounts, provider, userId);
    const paymentMethodId = card ?? account.paymentMethod?.id;
    if (!paymentMethodId) throw new DomainError('conflict', NO_CARD);
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
