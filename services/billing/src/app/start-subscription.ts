import { DomainError, storeDateOf, type Clock, type Logger } from '@rto/kit';
import { firstPaymentLines } from '../domain/invoice-lines';
import { FIRST_PERIOD, nextOwnDraft } from '../domain/draft-schedule';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { CardCollection } from './card-collection';
import type { SubscriptionItem, SubscriptionRecord, SubscriptionRepository } from '../store/subscription.repository';

export interface StartSubscriptionDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  logger: Logger;
  clock: Clock;
  /** The store's time zone: the next draft is on its calendar. */
  timeZone: string;
  /** A card not saved for recurring payments is detached once today's payment is made. */
  cards: Pick<CardCollection, 'forgetCard'>;
}

export interface StartRequest {
  orderId: string;
  userId: string;
  monthlyTotalCents: number;
  deliveryFeeCents?: number | undefined;
  /** Today's payment as the order priced it: charged as it is, the fee never added again here. */
  todayChargeCents: number;
  items: SubscriptionItem[];
}

/**
 * POST /internal/subscriptions (the order service): starts the monthly subscription of an order with the customer's
 * stored card and draft day. Idempotent per order id: the first call claims the order, and every call (a retry after
 * a timeout or a crash, a second instance) ends with the same one subscription, or the same decline. 409 when the
 * customer has no billing yet. A card the customer did not save for recurring payments pays today's payment only, then
 * is detached, and the subscription sends each month's invoice to be paid (app/card-collection.ts).
 */
export function createStartSubscription({ provider, accounts, subscriptions, invoices, logger, clock, timeZone, cards }: StartSubscriptionDeps) {
  /**
   * "Save this card for recurring payments" unticked: the card paid today's payment only. Detached unless the account
   * holds another card by now (a later storeBilling's); a repeated call after a crash finishes what the first began.
   * True when it detached the card (the subscription then sends its invoices).
   */
  async function keepCardAsAsked(record: SubscriptionRecord): Promise<boolean> {
    const account = await accounts.findByUser(record.userId);
    if (account?.saveCard !== false || account.paymentMethod?.id !== record.paymentMethodId) return false;
    await cards.forgetCard(record.userId, record.paymentMethodId);
    return true;
  }

  return async function startSubscription(request: StartRequest): Promise<SubscriptionRecord> {
    const now = clock.now();
    // Settled before (a retried call): told again, even when the card it was started with is gone by now.
    const settled = await subscriptions.findByOrder(request.orderId);
    if (settled && settled.status !== 'starting' && settled.userId === request.userId) {
      if (settled.subscriptionId && settled.status !== 'declined') await keepCardAsAsked(settled);
      return settled;
    }
    const account = await accounts.findByUser(request.userId);
    if (!account?.paymentMethod || !account.customerId || account.draftDay === null || account.provider !== provider.kind) {
      throw new DomainError('conflict', 'This customer has not set up billing yet');
    }
    const { record } = await subscriptions.claim({
      orderId: request.orderId,
      userId: request.userId,
      provider: provider.kind,
      monthlyTotalCents: request.monthlyTotalCents,
      deliveryFeeCents: request.deliveryFeeCents ?? 0,
      todayChargeCents: request.todayChargeCents,
      items: request.items,
      draftDay: account.draftDay,
      paymentMethodId: account.paymentMethod.id,
      // A customer's own pause defers only the orders it named; an admin's suspend every order, new ones too.
      collectionPaused: account.paused && account.pause.kind !== 'customer',
    });
    if (record.userId !== request.userId) throw new DomainError('conflict', `Order ${request.orderId} belongs to another customer`);
    // Anything but `starting` is settled: tell it again. `starting` is a first call, or one that died before the
    // provider's answer was stored: asking the provider again is safe (its idempotency key is the order id).
    if (record.status !== 'starting') return record;

    let started;
    try {
      started = await provider.startSubscription({
        userId: record.userId,
        customerId: account.customerId,
        orderId: record.orderId,
        monthlyTotalCents: record.monthlyTotalCents,
        todayChargeCents: record.todayChargeCents,
        draftDay: record.draftDay,
        paymentMethodId: record.paymentMethodId,
        now,
      });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'payment-refused') return subscriptions.markDeclined(record, error.message);
      throw error;
    }
    if (started.firstInvoice) {
      await invoices.record({
        ...started.firstInvoice,
        userId: record.userId,
        provider: provider.kind,
        subscriptionId: started.subscriptionId,
        orderId: record.orderId,
        period: FIRST_PERIOD,
        paidAt: started.firstInvoice.status === 'paid' ? started.firstInvoice.issuedAt : null,
        lines: firstPaymentLines(record.items, { ...record, amountCents: started.firstInvoice.amountCents }, storeDateOf(now, timeZone)),
      });
    }
    if (record.collectionPaused) await provider.pauseCollection(started.subscriptionId);
    logger.info({ orderId: record.orderId, subscriptionId: started.subscriptionId }, 'subscription started');
    const marked = await subscriptions.markStarted(record.orderId, {
      subscriptionId: started.subscriptionId,
      status: started.status,
      nextDraftAt: nextOwnDraft(provider.kind, record.draftDay, now, timeZone),
    });
    // Detaching the card changed how the subscription collects: the record is read again to say so.
    if (!(await keepCardAsAsked(marked))) return marked;
    return (await subscriptions.findByOrder(record.orderId)) ?? marked;
  };
}

export type StartSubscription = ReturnType<typeof createStartSubscription>;
