import { isDuplicateKeyError, newEvent, trusted, type Connection } from '@rto/kit';
import { paymentFailed, rentalOwned } from '@rto/contracts';
import type { Collection } from '../domain/payment-provider';
import { subscriptionModel, type SubscriptionDocument } from './subscription.model';

export interface SubscriptionItem {
  productId: string;
  name: string;
  monthlyPriceCents: number;
}

/** One order's subscription as the rest of the service sees it. */
export interface SubscriptionRecord {
  orderId: string;
  userId: string;
  provider: string;
  subscriptionId: string | null;
  /** starting, declined, or the provider's status (active, past_due, canceled, ...). */
  status: string;
  declineMessage: string | null;
  monthlyTotalCents: number;
  /** The part of the first payment that is the delivery fee. */
  deliveryFeeCents: number;
  /** The first payment, as the order priced it (the first month and the delivery fee). */
  todayChargeCents: number;
  items: SubscriptionItem[];
  draftDay: number;
  paymentMethodId: string;
  /** send_invoice: no card kept, each month's invoice is issued for the customer to pay. */
  collectionMethod: Collection;
  collectionPaused: boolean;
  /** An admin paused the order: nothing is drafted until it is resumed, whatever the customer's billing does. */
  orderPaused: boolean;
  orderRevision: number | null;
  /** The billing account's revision `collectionPaused` follows (null: never followed). */
  accountRevision: number | null;
  /** Total days the customer's pauses deferred it: the term and the ownership date move out by them. */
  pausedDays: number;
  nextDraftAt: Date | null;
  /** Set once the rental completed as owned (status `owned`): the paid invoice that completed it. */
  finalInvoiceId: string | null;
}

function toRecord(subscription: SubscriptionDocument): SubscriptionRecord {
  return {
    orderId: subscription.orderId,
    userId: subscription.userId,
    provider: subscription.provider,
    subscriptionId: subscription.subscriptionId ?? null,
    status: subscription.status,
    declineMessage: subscription.declineMessage ?? null,
    monthlyTotalCents: subscription.monthlyTotalCents,
    deliveryFeeCents: subscription.deliveryFeeCents ?? 0,
    // A subscription claimed before the order's charge was stored with it: its first payment was the two together.
    todayChargeCents: subscription.todayChargeCents ?? subscription.monthlyTotalCents + (subscription.deliveryFeeCents ?? 0),
    items: (subscription.items ?? []).map((item) => ({ productId: item.productId ?? '', name: item.name, monthlyPriceCents: item.monthlyPriceCents })),
    draftDay: subscription.draftDay,
    paymentMethodId: subscription.paymentMethodId,
    collectionMethod: (subscription.collectionMethod as Collection | null | undefined) ?? 'charge_automatically',
    collectionPaused: subscription.collectionPaused ?? false,
    orderPaused: subscription.orderPaused ?? false,
    orderRevision: subscription.orderRevision ?? null,
    accountRevision: subscription.accountRevision ?? null,
    pausedDays: subscription.pausedDays ?? 0,
    nextDraftAt: subscription.nextDraftAt ?? null,
    finalInvoiceId: subscription.finalInvoiceId ?? null,
  };
}

export type NewSubscription = Pick<SubscriptionRecord, 'orderId' | 'userId' | 'provider' | 'monthlyTotalCents' | 'deliveryFeeCents' | 'todayChargeCents' | 'items' | 'draftDay' | 'paymentMethodId' | 'collectionPaused'>;

/** Subscriptions that are (or may become) drafted: neither declined nor cancelled. */
const LIVE_STATUSES = ['starting', 'active', 'past_due', 'unpaid', 'incomplete', 'trialing', 'paused'];

/**
 * A resume's next draft: never earlier than the one stored, which a delivery may have deferred while the resume was
 * on its way (`$max`); null asks nothing (the provider's own schedule, or a pause still holding it).
 */
function resumeDraftOn(nextDraftAt: Date | null) {
  return nextDraftAt ? { $max: { nextDraftAt } } : {};
}

/** The only code that knows how subscriptions are stored. One per order id: the unique index is the claim. */
export function createSubscriptionRepository(connection: Connection) {
  const Subscription = subscriptionModel(connection);

  async function findByOrder(orderId: string): Promise<SubscriptionRecord | null> {
    const found = await Subscription.findOne({ orderId }).lean<SubscriptionDocument>();
    return found ? toRecord(found) : null;
  }

  return {
    model: Subscription,

    /**
     * Claims the order's subscription: the first call for an order id records it as `starting` and is told so; every
     * later call (a retry, a second instance) gets the record that is there, whatever its state.
     */
    async claim(subscription: NewSubscription): Promise<{ claimed: boolean; record: SubscriptionRecord }> {
      try {
        const created = await Subscription.create({ ...subscription, status: 'starting' });
        return { claimed: true, record: toRecord(created.toObject() as SubscriptionDocument) };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await Subscription.findOne({ orderId: subscription.orderId }).lean<SubscriptionDocument>();
      if (!existing) throw new Error(`the subscription of order ${subscription.orderId} vanished while it was claimed`);
      return { claimed: false, record: toRecord(existing) };
    },

    findByOrder,

    async findBySubscriptionId(subscriptionId: string): Promise<SubscriptionRecord | null> {
      const found = await Subscription.findOne({ subscriptionId }).lean<SubscriptionDocument>();
      return found ? toRecord(found) : null;
    },

    /**
     * When the customer's newest subscription was claimed (any status), or null: an order's subscription takes the
     * agreement in force then, so agreements stored later are used by no order yet.
     */
    async lastClaimedAt(userId: string): Promise<Date | null> {
      const found = await Subscription.findOne({ userId }).sort({ createdAt: -1 }).select({ createdAt: 1 }).lean<{ createdAt?: Date }>();
      return found?.createdAt ?? null;
    },

    /** Whose the order's subscription is and when it was claimed (the agreement in force then is the order's), or null. */
    async claimOf(orderId: string): Promise<{ userId: string; claimedAt: Date } | null> {
      const found = await Subscription.findOne({ orderId }).select({ userId: 1, createdAt: 1 }).lean<{ userId: string; createdAt: Date }>();
      return found ? { userId: found.userId, claimedAt: found.createdAt } : null;
    },

    /** The customer's subscriptions that are drafted, or may be. */
    async liveOf(userId: string): Promise<SubscriptionRecord[]> {
      const found = await Subscription.find({ userId, status: trusted({ $in: LIVE_STATUSES }) }).lean<SubscriptionDocument[]>();
      return found.map(toRecord);
    },

    /** The provider made it (or made it again, for a retried call): its id and status, and the sandbox's next draft date. */
    async markStarted(orderId: string, started: { subscriptionId: string; status: string; nextDraftAt: Date | null }): Promise<SubscriptionRecord> {
      const updated = await Subscription.findOneAndUpdate(
        { orderId, status: trusted({ $in: ['starting', started.status] }) },
        { $set: started },
        { new: true },
      ).lean<SubscriptionDocument>();
      return updated ? toRecord(updated) : (await findByOrder(orderId))!;
    },

    /**
     * The first payment was refused: the order's subscription never starts, and a retried call is told the same.
     * `payment.failed` (today's payment: the monthly total and the delivery fee) is written by the same update.
     */
    async markDeclined(record: SubscriptionRecord, message: string): Promise<SubscriptionRecord> {
      const { orderId } = record;
      const failed = newEvent('billing', paymentFailed, { userId: record.userId, orderId, amountCents: record.todayChargeCents, message });
      const updated = await Subscription.findOneAndUpdate(
        { orderId, status: 'starting' },
        { $set: { status: 'declined', declineMessage: message }, $push: { outbox: failed } },
        { new: true },
      ).lean<SubscriptionDocument>();
      return updated ? toRecord(updated) : (await findByOrder(orderId))!;
    },

    async markCancelled(orderId: string): Promise<SubscriptionRecord | null> {
      // An owned rental stays owned: nothing is left to cancel.
      const updated = await Subscription.findOneAndUpdate({ orderId, status: trusted({ $ne: 'owned' }) }, { $set: { status: 'canceled', nextDraftAt: null } }, { new: true }).lean<SubscriptionDocument>();
      return updated ? toRecord(updated) : findByOrder(orderId);
    },

    /**
     * The rental completed as owned: status `owned` (final: never drafted again), with `rental.owned` in the same
     * write. Only from a running subscription, so of two deliveries (or instances) one completes it. Answers whether
     * this call did.
     */
    async markOwned(orderId: string, owned: { reason: 'last-payment' | 'payoff'; invoiceId: string; amountCents: number; at: Date }): Promise<boolean> {
      const found = await findByOrder(orderId);
      if (!found) return false;
      const { reason, invoiceId, amountCents } = owned;
      const event = newEvent('billing', rentalOwned, { userId: found.userId, orderId, reason, ownedAt: owned.at.toISOString(), invoiceId, finalPaymentCents: amountCents });
      const result = await Subscription.updateOne(
        { orderId, status: trusted({ $nin: ['owned', 'declined', 'canceled', 'starting'] }) },
        { $set: { status: 'owned', ownedAt: owned.at, ownedReason: owned.reason, finalInvoiceId: owned.invoiceId, nextDraftAt: null }, $push: { outbox: event } },
      );
      return result.modifiedCount === 1;
    },

    /**
     * The subscription follows the billing account at `change.revision`: paused or not as the account is then, only
     * from the state read (`from`) and only when that revision is newer than the one it followed last, so a slower
     * request never undoes a newer account state. A pause keeps the next draft date (drafting skips it by its flags);
     * a resume is next drafted on `nextDraftAt`, or later (see `resumeDraftOn`), and adds `pausedDays`. Answers
     * whether it was written.
     */
    async followAccount(orderId: string, change: { revision: number; from: boolean; paused: boolean; nextDraftAt: Date | null; pausedDays: number }): Promise<boolean> {
      const resumed = change.from && !change.paused;
      const result = await Subscription.updateOne(
        { orderId, collectionPaused: change.from, $or: [{ accountRevision: null }, { accountRevision: trusted({ $lt: change.revision }) }] },
        {
          $set: { collectionPaused: change.paused, accountRevision: change.revision },
          ...(resumed ? resumeDraftOn(change.nextDraftAt) : {}),
          ...(resumed && change.pausedDays > 0 ? { $inc: { pausedDays: change.pausedDays } } : {}),
        },
      );
      return result.matchedCount === 1;
    },

    /**
     * An admin paused (or resumed) the order: applied only when `revision` is newer than the order's revision applied
     * last (a late order.paused never undoes the order.resumed that came after it). A pause keeps the next draft date;
     * a resumed one is next drafted on `nextDraftAt`, or later (see `resumeDraftOn`). Answers whether it was applied.
     */
    async setOrderPaused(orderId: string, paused: boolean, revision: number | null, nextDraftAt: Date | null): Promise<boolean> {
      const newer = revision === null ? {} : { $or: [{ orderRevision: null }, { orderRevision: trusted({ $lt: revision }) }] };
      const result = await Subscription.updateOne(
        { orderId, ...newer },
        { $set: { orderPaused: paused, ...(revision === null ? {} : { orderRevision: revision }) }, ...(paused ? {} : resumeDraftOn(nextDraftAt)) },
      );
      return result.matchedCount === 1;
    },

    /**
     * The provider's status of a subscription, as a webhook told it: applied only when newer than the one applied
     * last (Stripe does not promise the order of its events).
     */
    async applyProviderStatus(subscriptionId: string, status: string, at: Date): Promise<boolean> {
      const result = await Subscription.updateOne(
        { subscriptionId, status: trusted({ $nin: ['declined', 'canceled', 'owned'] }), $or: [{ providerStatusAt: null }, { providerStatusAt: trusted({ $lt: at }) }] },
        { $set: { status, providerStatusAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /** The sandbox's subscriptions whose next draft date has come (not paused by the customer or an admin, not cancelled), oldest first. */
    async dueForDraft(provider: string, now: Date, limit: number): Promise<SubscriptionRecord[]> {
      const found = await Subscription.find({ provider, status: 'active', collectionPaused: false, orderPaused: trusted({ $ne: true }), nextDraftAt: trusted({ $lte: now }) })
        .sort({ nextDraftAt: 1 })
        .limit(limit)
        .lean<SubscriptionDocument[]>();
      return found.map(toRecord);
    },

    /** The customer's new default card (PATCH /updatePaymentMethod): their live subscriptions are drafted with it. */
    async usePaymentMethod(userId: string, provider: string, paymentMethodId: string): Promise<void> {
      await Subscription.updateMany({ userId, provider, status: trusted({ $in: LIVE_STATUSES }) }, { $set: { paymentMethodId } });
    },

    /** How the subscription collects from now on (the provider told first). */
    async setCollection(orderId: string, collection: Collection): Promise<void> {
      await Subscription.updateOne({ orderId }, { $set: { collectionMethod: collection } });
    },

    /** Moves the next draft out to `to` (never in): the term counted from the delivery. False when it was there already. */
    async deferDraft(orderId: string, to: Date): Promise<boolean> {
      const result = await Subscription.updateOne({ orderId, provider: 'sandbox', nextDraftAt: trusted({ $ne: null, $lt: to }) }, { $set: { nextDraftAt: to } });
      return result.modifiedCount === 1;
    },

    /**
     * Moves a subscription's next draft date on, only from the date read: of two instances, one moves it. `to` null:
     * the term is drafted, nothing more will be.
     */
    async advanceDraft(orderId: string, from: Date, to: Date | null): Promise<boolean> {
      const result = await Subscription.updateOne({ orderId, nextDraftAt: from }, { $set: { nextDraftAt: to } });
      return result.modifiedCount === 1;
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
