import { trusted } from '@rto/kit';
import { Types, type Model } from 'mongoose';
import type { OrderDocument } from './order.model';
import { toRecord, type OrderRecord } from './order.record';

/**
 * A customer's orders that hold a slot without being paid: placed and waiting for billing, or drafts still being
 * placed by a live request (one whose abandon time has not come). The one-unpaid-order rule reads them.
 */
export function createUnpaidOrders(Order: Model<OrderDocument>) {
  return {
    /** Placed, pending, waiting for the customer's billing (at most one, by the rule; oldest first). */
    async placedOf(userId: string): Promise<OrderRecord[]> {
      const found = await Order.find({ user: userId, status: 'pending', 'checkout.step': 'billing' }).sort({ placedAt: 1, _id: 1 }).lean<OrderDocument[]>();
      return found.map(toRecord);
    },

    /**
     * The customer's other unpaid orders in one read: those placed and waiting for billing (oldest first), and the
     * drafts a live request is placing now. One read sees each order once, in the one state or the other: a rival
     * that turns from draft to placed meanwhile is seen as either, never as neither.
     */
    async othersOf(userId: string, exceptOrderId: string, now: Date): Promise<{ placed: OrderRecord[]; drafts: OrderRecord[] }> {
      const found = await Order.find({
        user: userId,
        _id: trusted({ $ne: new Types.ObjectId(exceptOrderId) }),
        status: 'pending',
        $or: [{ 'checkout.step': 'billing' }, { placedAt: null, 'checkout.step': 'slot', 'checkout.nextAttemptAt': trusted({ $gt: now }) }],
      })
        .sort({ placedAt: 1, _id: 1 })
        .lean<OrderDocument[]>();
      const records = found.map(toRecord);
      return { placed: records.filter((order) => order.checkout.step === 'billing'), drafts: records.filter((order) => order.checkout.step !== 'billing') };
    },

    /** Where a draft of another request stands: placed, still being placed, or gone (discarded or given up). */
    async draftState(orderId: string, now: Date): Promise<'placed' | 'open' | 'gone'> {
      const found = await Order.findById(orderId).lean<OrderDocument>();
      if (!found || found.status !== 'pending') return 'gone';
      if (found.placedAt) return 'placed';
      const live = found.checkout?.step === 'slot' && found.checkout.nextAttemptAt !== null && found.checkout.nextAttemptAt !== undefined && found.checkout.nextAttemptAt > now;
      return live ? 'open' : 'gone';
    },
  };
}

export type UnpaidOrders = ReturnType<typeof createUnpaidOrders>;
