import { DomainError, type Logger } from '@rto/kit';
import { FIRST_PERIOD, nextDraftDate } from './domain/draft-schedule';
import type { PaymentProvider } from './domain/payment-provider';
import type { AccountRepository } from './store/account.repository';
import type { InvoiceRepository } from './store/invoice.repository';
import type { SubscriptionItem, SubscriptionRecord, SubscriptionRepository } from './store/subscription.repository';

export interface SubscriptionDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  logger: Logger;
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
 * The subscriptions of orders: started once per order id, cancelled, paused and resumed with the customer's billing.
 * Shared by the internal API (the order service) and the public pause/resume paths.
 */
export function createSubscriptions({ provider, accounts, subscriptions, invoices, logger }: SubscriptionDeps) {
  /** The sandbox drafts the next payment on the first draft day after `now`; Stripe keeps its own schedule. */
  const nextDraft = (draftDay: number, now: Date) => (provider.kind === 'sandbox' ? nextDraftDate(now, draftDay) : null);

  return {
    /**
     * Starts the monthly subscription of an order with the customer's stored card and draft day. Idempotent per order
     * id: the first call claims the order, and every call (a retry after a timeout or a crash, a second instance)
     * ends with the same one subscription, or the same decline. 409 when the customer has no billing yet.
     */
    async start(request: StartRequest, now: Date): Promise<SubscriptionRecord> {
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
        collectionPaused: account.paused,
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
        });
      }
      if (record.collectionPaused) await provider.pauseCollection(started.subscriptionId);
      logger.info({ orderId: record.orderId, subscriptionId: started.subscriptionId }, 'subscription started');
      return subscriptions.markStarted(record.orderId, { subscriptionId: started.subscriptionId, status: started.status, nextDraftAt: nextDraft(record.draftDay, now) });
    },

    /** Cancels an order's subscription: nothing more is drafted. 404 for an order without one. */
    async cancel(orderId: string): Promise<SubscriptionRecord> {
      const record = await subscriptions.findByOrder(orderId);
      if (!record) throw new DomainError('not-found', `Order ${orderId} has no subscription`);
      if (record.status === 'declined' || record.status === 'canceled') return record;
      if (record.subscriptionId) await provider.cancelSubscription(record.subscriptionId);
      return (await subscriptions.markCancelled(orderId)) ?? record;
    },

    /** Pauses (or resumes) the drafting of every live subscription of the customer, at the provider first. */
    async setCollectionPaused(userId: string, paused: boolean, now: Date): Promise<void> {
      for (const subscription of await subscriptions.liveOf(userId)) {
        if (subscription.collectionPaused === paused) continue;
        // An order an admin paused stays paused at the provider whatever the customer's billing does.
        if (subscription.subscriptionId && !subscription.orderPaused) {
          if (paused) await provider.pauseCollection(subscription.subscriptionId);
          else await provider.resumeCollection(subscription.subscriptionId);
        }
        await subscriptions.setCollectionPaused(subscription.orderId, paused, paused || subscription.orderPaused ? null : nextDraft(subscription.draftDay, now));
      }
    },

    /**
     * An admin paused (or resumed) one order (order.paused/resumed): its subscription's drafting stops (or starts
     * again), at the provider first; a customer's own pause holds whatever the admin does. Events older than the one
     * applied last change nothing. False when billing has no subscription for the order.
     */
    async setOrderPaused(orderId: string, paused: boolean, revision: number | null, now: Date): Promise<boolean> {
      const subscription = await subscriptions.findByOrder(orderId);
      if (!subscription) return false;
      if (revision !== null && subscription.orderRevision !== null && subscription.orderRevision >= revision) return true;
      const live = !['starting', 'declined', 'canceled'].includes(subscription.status);
      if (live && subscription.subscriptionId && !subscription.collectionPaused && subscription.orderPaused !== paused) {
        if (paused) await provider.pauseCollection(subscription.subscriptionId);
        else await provider.resumeCollection(subscription.subscriptionId);
      }
      await subscriptions.setOrderPaused(orderId, paused, revision, paused || subscription.collectionPaused ? null : nextDraft(subscription.draftDay, now));
      return true;
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
