import { changeUnderRevision, isNewer, trusted } from '@rto/kit';
import { Types, type Model } from 'mongoose';
import { billingPause } from '../domain/order-pauses';
import type { OrderDocument } from './order.model';
import { toRecord } from './order.record';

const BUSY = 'This order is being changed by another request, please try again';
const ORDER_ID = /^[a-f\d]{24}$/i;

/** What billing.paused / billing.resumed told of the customer's billing. */
export interface BillingPauseFact {
  userId: string;
  paused: boolean;
  /** The orders the pause defers (or deferred); a resume also lifts every other order of the customer it holds. */
  orderIds: string[];
  /** The billing account's revision the event came with; null when it carried none. */
  revision: number | null;
  endsAt: Date | null;
}

/**
 * The customer's billing pause on their orders: each order named takes it (paused while it lasts, domain/order-pauses.ts),
 * under the order's revision and only when the event's account revision is newer than the one the order took last,
 * so a late billing.paused never undoes the billing.resumed that came after it. No order event: billing knows.
 */
export function createBillingPauses(Order: Model<OrderDocument>) {
  async function applyTo(orderId: Types.ObjectId, fact: BillingPauseFact): Promise<boolean> {
    return changeUnderRevision<OrderDocument, boolean>(
      Order,
      { _id: orderId, user: fact.userId },
      (stored) => {
        if (!stored) return { unchanged: false };
        const current = toRecord(stored);
        if (!isNewer(current.billingPause.revision, fact.revision)) return { unchanged: false };
        const marked = { ...current, billingPaused: current.billingPause.paused };
        const next = billingPause(marked, fact.paused) ?? marked;
        const told = { paused: next.billingPaused, revision: fact.revision, endsAt: next.billingPaused ? fact.endsAt : null };
        return { set: { status: next.status, billingPause: told }, result: next.status !== current.status };
      },
      { busyMessage: BUSY },
    );
  }

  return {
    /** Applies the fact to the customer's orders it concerns; answers how many changed status. */
    async apply(fact: BillingPauseFact): Promise<number> {
      const named = fact.orderIds.filter((id) => ORDER_ID.test(id)).map((id) => new Types.ObjectId(id));
      const concerned = fact.paused ? { _id: trusted({ $in: named }) } : { $or: [{ _id: trusted({ $in: named }) }, { 'billingPause.paused': true }] };
      const orders = await Order.find({ user: fact.userId, ...concerned }).select({ _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>();
      let moved = 0;
      for (const order of orders) if (await applyTo(order._id, fact)) moved += 1;
      return moved;
    },
  };
}

export type BillingPauses = ReturnType<typeof createBillingPauses>;
