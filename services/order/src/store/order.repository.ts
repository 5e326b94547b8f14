import { changeUnderRevision, DomainError, newEvent, trusted, type Connection, type EventEnvelope } from '@rto/kit';
import { Types } from 'mongoose';
import { OPEN_STEPS } from '../domain/checkout';
import { applyInvoiceOutcome, type InvoiceOutcome } from '../domain/invoices';
import { adminPause } from '../domain/order-pauses';
import { activateOrder, CANCEL_REASONS, cancelOrder, type CancelReason, type OrderStatus } from '../domain/order-status';
import { orderActivated, orderCancelled, orderPaused, orderPlaced, orderResumed } from '@rto/contracts';
import { orderModel, type OrderDocument } from './order.model';
import { restingAt, toRecord, toStoredItem, type NewOrder, type OrderRecord } from './order.record';

export { toRecord, type CheckoutState, type NewOrder, type OrderRecord } from './order.record';

const SOURCE = 'order';
const BUSY = 'This order is being changed by another request, please try again';
const ORDER_ID = /^[a-f\d]{24}$/i;

/** The outcome of a status change the saga asked for. */
export type ChangeOutcome = { changed: true; order: OrderRecord } | { changed: false; order: OrderRecord | null; refusal?: string };

/**
 * The only code that knows how orders are stored. Status changes go through the domain's transition functions and
 * carry their event in the same write (`changeUnderRevision`); the saga's bookkeeping (leases, when the next attempt
 * is due) is written beside them.
 */
export function createOrderRepository(connection: Connection) {
  const Order = orderModel(connection);

  const byId = (orderId: string) => ({ _id: new Types.ObjectId(orderId) });

  /**
   * Applies `decide` to the order as stored, under its revision. `decide` returns the new state (checked by the
   * domain's transition functions, which throw on a move the rules refuse) and its events, or null for no change.
   */
  async function change(
    orderId: string,
    decide: (current: OrderRecord) => { set: Record<string, unknown>; events?: EventEnvelope<string, object>[] } | null,
  ): Promise<ChangeOutcome> {
    try {
      return await changeUnderRevision<OrderDocument, ChangeOutcome>(
        Order,
        byId(orderId),
        (stored) => {
          if (!stored) return { unchanged: { changed: false, order: null } };
          const current = toRecord(stored);
          const decision = decide(current);
          if (!decision) return { unchanged: { changed: false, order: current } };
          return {
            set: decision.set,
            ...(decision.events ? { events: decision.events } : {}),
            result: { changed: true, order: toRecord({ ...stored, ...decision.set } as OrderDocument) },
          };
        },
        { busyMessage: BUSY },
      );
    } catch (error) {
      // A move the status rules refuse (activating a cancelled order, say): nothing changed, the caller decides.
      if (error instanceof DomainError && error.kind === 'conflict') {
        const order = await findById(orderId);
        return { changed: false, order, refusal: (error as Error).message };
      }
      throw error;
    }
  }

  async function findById(orderId: string): Promise<OrderRecord | null> {
    if (!ORDER_ID.test(orderId)) return null;
    const order = await Order.findOne(byId(orderId)).lean<OrderDocument>();
    return order ? toRecord(order) : null;
  }

  return {
    model: Order,
    findById,

    newId(): string {
      return new Types.ObjectId().toHexString();
    },

    /** Stores a new order as a draft (checkout step `slot`): abandoned at `abandonAt` unless placed by then. */
    async createDraft(orderId: string, order: NewOrder, abandonAt: Date): Promise<OrderRecord> {
      const created = await Order.create({
        _id: new Types.ObjectId(orderId),
        ...order,
        items: order.items.map(toStoredItem),
        status: 'pending',
        checkout: restingAt('slot', abandonAt),
      });
      return toRecord(created.toObject() as OrderDocument);
    },

    /**
     * The slot is the order's: the draft becomes a placed order waiting for billing, with `order.placed` in the same
     * write. Null when the draft is no longer one (abandoned meanwhile: its slot is being released).
     */
    async place(orderId: string, now: Date, billingDeadline: Date): Promise<OrderRecord | null> {
      const outcome = await change(orderId, (current) => {
        if (current.checkout.step !== 'slot' || current.status !== 'pending') return null;
        return {
          set: { placedAt: now, checkout: restingAt('billing', now, billingDeadline) },
          events: [
            newEvent(SOURCE, orderPlaced, {
              orderId,
              userId: current.user,
              items: current.items.map((item) => ({
                productId: item.productId,
                name: item.name,
                monthlyPriceCents: item.monthlyPriceCents,
                ...(item.tvSize !== undefined ? { tvSize: item.tvSize } : {}),
                ...(item.comboItem ? { plugType: item.comboItem.plugType } : {}),
              })),
              monthlyTotalCents: current.monthlyTotalCents,
              deliveryFeeCents: current.deliveryFeeCents,
              todayChargeCents: current.todayChargeCents,
              deliveryDate: current.deliveryDate,
              deliveryTime: current.deliveryTime,
              locationName: current.locationName,
            }),
          ],
        };
      });
      return outcome.changed ? outcome.order : null;
    },

    /** A draft whose slot was never claimed (the slot was taken, or refused): nothing to undo, it goes. */
    async discardDraft(orderId: string): Promise<void> {
      await Order.deleteOne({ ...byId(orderId), placedAt: null, 'checkout.step': 'slot' });
    },

    /**
     * A draft that may hold its slot but will never be placed (the request failed after the claim, or died): it is
     * cancelled without a word to anyone (nobody heard of it) and its slot is given back by the saga.
     */
    abandonDraft(orderId: string, now: Date): Promise<ChangeOutcome> {
      return change(orderId, (current) => {
        if (current.checkout.step !== 'slot' || current.placedAt) return null;
        const cancelled = cancelOrder(current, CANCEL_REASONS.notPlaced, 'The order was not placed');
        return { set: { status: cancelled.status, cancellation: cancelled.cancellation, checkout: restingAt('release', now) } };
      });
    },

    /** The order's subscription started: active, with `order.activated`. Refused (not changed) unless pending. */
    activate(orderId: string, subscriptionId: string): Promise<ChangeOutcome> {
      return change(orderId, (current) => {
        if (current.status === 'active' && current.subscriptionId === subscriptionId) return null;
        const active = activateOrder(current, subscriptionId);
        return {
          set: { status: active.status, subscriptionId, checkout: restingAt('done', null) },
          events: [newEvent(SOURCE, orderActivated, { orderId, userId: current.user, subscriptionId })],
        };
      });
    },

    /** Cancels a placed order (only one `onlyIf` this status), with `order.cancelled`; the saga then releases its slot. */
    cancel(orderId: string, reason: CancelReason, message: string, now: Date, onlyIf?: OrderStatus): Promise<ChangeOutcome> {
      return change(orderId, (current) => {
        if (current.status === 'cancelled' || (onlyIf && current.status !== onlyIf)) return null;
        const cancelled = cancelOrder(current, reason, message);
        return {
          set: { status: cancelled.status, cancellation: cancelled.cancellation, checkout: restingAt('release', now) },
          events: [newEvent(SOURCE, orderCancelled, { orderId, userId: current.user, reason, message })],
        };
      });
    },

    /**
     * An admin pauses (active -> paused) or resumes (paused -> active) a placed order's subscription, with
     * `order.paused` / `order.resumed` in the same write. The status rules refuse any other move (a conflict, with
     * the order as it is); a draft is not found.
     */
    setPaused(orderId: string, paused: boolean): Promise<ChangeOutcome> {
      return change(orderId, (current) => {
        if (!current.placedAt) return null;
        // The admin's own pause, told apart from the customer's billing pause (domain/order-pauses.ts).
        const next = adminPause({ ...current, billingPaused: current.billingPause.paused }, paused);
        const facts = { orderId, userId: current.user, subscriptionId: current.subscriptionId };
        return {
          set: { status: next.status, adminPaused: next.adminPaused },
          events: [paused ? newEvent(SOURCE, orderPaused, facts) : newEvent(SOURCE, orderResumed, facts)],
        };
      });
    },

    /** The cancelled order's slot is free again: nothing more to do. */
    async released(orderId: string, owner: string): Promise<void> {
      await Order.updateOne({ ...byId(orderId), 'checkout.step': 'release', 'checkout.leaseBy': owner }, { $set: { checkout: restingAt('done', null) } });
    },

    /** A cancelled order whose release must run (again): a subscription started for it after it was cancelled. */
    async reopenRelease(orderId: string, now: Date): Promise<void> {
      await Order.updateOne({ ...byId(orderId), status: 'cancelled' }, { $set: { checkout: restingAt('release', now) } });
    },

    /** The customer's newest placed order, or null. */
    async recentOf(userId: string): Promise<OrderRecord | null> {
      const order = await Order.findOne({ user: userId, placedAt: trusted({ $ne: null }) })
        .sort({ placedAt: -1, _id: -1 })
        .lean<OrderDocument>();
      return order ? toRecord(order) : null;
    },

    /** The customer's placed order that is still pending for this slot, if any (a checkout submitted again). */
    async pendingForSlot(userId: string, deliveryDate: string, deliveryTime: string): Promise<OrderRecord | null> {
      const order = await Order.findOne({ user: userId, deliveryDate, deliveryTime, status: 'pending', placedAt: trusted({ $ne: null }) }).lean<OrderDocument>();
      return order ? toRecord(order) : null;
    },

    /** Orders whose checkout has a step due now (the sweeper's round), oldest due first. */
    async dueIds(now: Date, limit: number): Promise<string[]> {
      const due = await Order.find({ 'checkout.step': trusted({ $in: OPEN_STEPS }), 'checkout.nextAttemptAt': trusted({ $lte: now }) })
        .sort({ 'checkout.nextAttemptAt': 1 })
        .select({ _id: 1 })
        .limit(limit)
        .lean<Array<{ _id: Types.ObjectId }>>();
      return due.map((order) => order._id.toHexString());
    },

    /**
     * Takes the order's checkout for one attempt: a lease that no other instance (or a second call here) can take
     * until it is given back or runs out. `dueOnly`: only when its next attempt is due. Null when not to be taken.
     */
    async lease(orderId: string, owner: string, now: Date, leaseMs: number, dueOnly: boolean): Promise<OrderRecord | null> {
      if (!ORDER_ID.test(orderId)) return null;
      const taken = await Order.findOneAndUpdate(
        {
          ...byId(orderId),
          'checkout.step': trusted({ $in: OPEN_STEPS }),
          ...(dueOnly ? { 'checkout.nextAttemptAt': trusted({ $lte: now }) } : {}),
          $or: [{ 'checkout.leaseUntil': null }, { 'checkout.leaseUntil': trusted({ $lt: now }) }],
        },
        { $set: { 'checkout.leaseBy': owner, 'checkout.leaseUntil': new Date(now.getTime() + leaseMs) } },
        { new: true },
      ).lean<OrderDocument>();
      return taken ? toRecord(taken) : null;
    },

    /**
     * Gives the lease back with the next attempt due at `at`. When billing.stored woke the order meanwhile (its wake
     * counter moved since `wakeSeen`), the next attempt is due at once instead: answers 'woken'.
     */
    async later(orderId: string, owner: string, wakeSeen: number, at: Date, problem: string | null, now: Date): Promise<'resting' | 'woken'> {
      const mine = { ...byId(orderId), 'checkout.leaseBy': owner };
      const set = {
        'checkout.nextAttemptAt': at,
        'checkout.problem': problem,
        'checkout.leaseBy': null,
        'checkout.leaseUntil': null,
        // A failure counts towards the back-off; a plain wait (no billing yet) starts it over.
        ...(problem ? {} : { 'checkout.attempts': 0 }),
      };
      const rested = await Order.updateOne({ ...mine, 'checkout.wake': wakeSeen }, { $set: set, ...(problem ? { $inc: { 'checkout.attempts': 1 } } : {}) });
      if (rested.matchedCount === 1) return 'resting';
      await Order.updateOne(mine, { $set: { 'checkout.nextAttemptAt': now, 'checkout.leaseBy': null, 'checkout.leaseUntil': null } });
      return 'woken';
    },

    /** Lets go of a lease without changing anything else (nothing was done). */
    async letGo(orderId: string, owner: string): Promise<void> {
      await Order.updateOne({ ...byId(orderId), 'checkout.leaseBy': owner }, { $set: { 'checkout.leaseBy': null, 'checkout.leaseUntil': null } });
    },

    /** The customer's billing is stored: their orders waiting for it are due at once. Answers how many. */
    async wakeAwaitingBilling(userId: string, now: Date): Promise<number> {
      const woken = await Order.updateMany({ user: userId, 'checkout.step': 'billing' }, { $set: { 'checkout.nextAttemptAt': now }, $inc: { 'checkout.wake': 1 } });
      return woken.modifiedCount;
    },

    /** The customer's placed orders, newest first: their account page. */
    async placedOf(userId: string, limit: number): Promise<OrderRecord[]> {
      const found = await Order.find({ user: userId, placedAt: trusted({ $ne: null }) })
        .sort({ placedAt: -1, _id: -1 })
        .limit(limit)
        .lean<OrderDocument[]>();
      return found.map(toRecord);
    },

    /**
     * billing told of one invoice of the order, failed or paid: the order's unpaid and paid invoices, and its status
     * as the rules decide (domain/invoices.ts), under its revision with the event's mark. False when nothing changed.
     */
    async applyInvoice(orderId: string, invoiceId: string, outcome: InvoiceOutcome, handling: { handledKey: string }): Promise<boolean> {
      if (!ORDER_ID.test(orderId)) return false;
      return changeUnderRevision<OrderDocument, boolean>(
        Order,
        byId(orderId),
        (stored) => {
          if (!stored) return { unchanged: false };
          const current = { ...toRecord(stored), unpaidInvoices: stored.unpaidInvoices ?? [], paidInvoices: stored.paidInvoices ?? [] };
          const next = applyInvoiceOutcome(current, invoiceId, outcome);
          if (!next) return { unchanged: false };
          return { set: { status: next.status, unpaidInvoices: next.unpaidInvoices, paidInvoices: next.paidInvoices }, result: true };
        },
        { busyMessage: BUSY, handling },
      );
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
