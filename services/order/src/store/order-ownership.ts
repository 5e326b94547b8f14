import { changeUnderRevision } from '@rto/kit';
import { Types, type Model } from 'mongoose';
import { completeOrder } from '../domain/order-status';
import type { OrderDocument } from './order.model';
import { toRecord } from './order.record';

const ORDER_ID = /^[a-f\d]{24}$/i;

/** An order's return fields with no pickup booked. */
const NO_PICKUP = { returnStatus: null, pickupDate: null, pickupTime: null, pickupBookedBy: null };

/** The one write ownership makes to an order (issue 22, item 5), beside the repository's status changes. */
export function createOrderOwnership(Order: Model<OrderDocument>) {
  return {
    /**
     * billing told that the order's rental completed as owned: the order is `completed` with `ownedAt` and its final
     * invoice, under its revision with the event's mark (a repeat changes nothing). A pickup booked to end the
     * rental is dropped in the same write: the goods are the customer's now, nobody collects them. A status the rules
     * do not let complete (a cancelled or pending order) is left as it is. Answers whether it changed.
     */
    async completeAsOwned(orderId: string, owned: { ownedAt: Date; finalInvoiceId: string | null }, handling: { handledKey: string }): Promise<boolean> {
      if (!ORDER_ID.test(orderId)) return false;
      return changeUnderRevision<OrderDocument, boolean>(
        Order,
        { _id: new Types.ObjectId(orderId) },
        (stored) => {
          if (!stored) return { unchanged: false };
          const current = toRecord(stored);
          if (current.status === 'completed' || current.status === 'cancelled' || current.status === 'pending') return { unchanged: false };
          const pickupDropped = current.return.status === 'booked' ? NO_PICKUP : {};
          return { set: { status: completeOrder(current).status, ownedAt: owned.ownedAt, finalInvoiceId: owned.finalInvoiceId, ...pickupDropped }, result: true };
        },
        { busyMessage: 'This order is being changed by another request, please try again', handling },
      );
    },
  };
}

export type OrderOwnership = ReturnType<typeof createOrderOwnership>;
