import { changeUnderRevision, DomainError, newEvent } from '@rto/kit';
import { orderReturnBooked, orderReturned } from '@rto/contracts';
import { Types, type Model } from 'mongoose';
import { completeOrder } from '../domain/order-status';
import { finalInvoiceIdOf, pickupRefusal, returnRefusal, type PickupBookedBy, type ReturnCondition } from '../domain/order-return';
import type { OrderDocument } from './order.model';
import { toRecord, type OrderRecord } from './order.record';

const SOURCE = 'order';
const BUSY = 'This order is being changed by another request, please try again';
const ORDER_ID = /^[a-f\d]{24}$/i;

/** What a change did: `changed` false when the order already was so (the same answer, no second event). */
export interface ReturnOutcome {
  order: OrderRecord;
  changed: boolean;
}

/**
 * The return's writes (issue 23, item 3), each one write under the order's revision with its event in the same
 * write: two requests at once write (and tell) it once. Null: no such order.
 */
export function createOrderReturn(Order: Model<OrderDocument>) {
  const idOf = (orderId: string) => (ORDER_ID.test(orderId) ? new Types.ObjectId(orderId) : null);

  return {
    /** A placed order (any customer's: the admin's reads), or null. */
    async placedOrder(orderId: string): Promise<OrderRecord | null> {
      const _id = idOf(orderId);
      const order = _id ? await Order.findById(_id).lean<OrderDocument>() : null;
      return order?.placedAt ? toRecord(order) : null;
    },

    /**
     * The pickup scheduling now holds for the order: written only while the order may still book one (a pickup booked
     * meanwhile by a request at the same time, or the order ended: refused with why, 409).
     */
    pickupBooked(orderId: string, pickup: { pickupDate: string; pickupTime: string; bookedBy: PickupBookedBy }): Promise<OrderRecord | null> {
      const _id = idOf(orderId);
      if (!_id) return Promise.resolve(null);
      return changeUnderRevision<OrderDocument, OrderRecord | null>(
        Order,
        { _id },
        (stored) => {
          if (!stored) return { unchanged: null };
          const order = toRecord(stored);
          const refusal = pickupRefusal(order);
          if (refusal) throw new DomainError('conflict', refusal);
          const set = { returnStatus: 'booked', pickupDate: pickup.pickupDate, pickupTime: pickup.pickupTime, pickupBookedBy: pickup.bookedBy };
          const event = newEvent(SOURCE, orderReturnBooked, { orderId, userId: order.user, subscriptionId: order.subscriptionId, ...pickup });
          return { set, events: [event], result: toRecord({ ...stored, ...set } as OrderDocument) };
        },
        { busyMessage: BUSY },
      );
    },

    /**
     * The goods are back: the order completes with `order.returned` in the same write, its final invoice named. Marked
     * again (or twice at once) it answers the same order and tells nothing twice.
     */
    markReturned(orderId: string, visit: { condition: ReturnCondition; note: string }, now: Date): Promise<ReturnOutcome | null> {
      const _id = idOf(orderId);
      if (!_id) return Promise.resolve(null);
      return changeUnderRevision<OrderDocument, ReturnOutcome | null>(
        Order,
        { _id },
        (stored) => {
          if (!stored) return { unchanged: null };
          const order = toRecord(stored);
          const refusal = returnRefusal(order);
          if (refusal) throw new DomainError('conflict', refusal);
          if (order.return.status === 'returned') return { unchanged: { order, changed: false } };
          const set: Partial<OrderDocument> = {
            status: completeOrder(order).status,
            returnStatus: 'returned',
            returnedAt: now,
            returnCondition: visit.condition,
            returnNote: visit.note,
            finalInvoiceId: finalInvoiceIdOf(orderId),
          };
          const completed = toRecord({ ...stored, ...set });
          const told = newEvent(SOURCE, orderReturned, { orderId, userId: order.user, subscriptionId: order.subscriptionId, returnedAt: now.toISOString(), ...visit });
          return { set, events: [told], result: { changed: true, order: completed } };
        },
        { busyMessage: BUSY },
      );
    },
  };
}

export type OrderReturn = ReturnType<typeof createOrderReturn>;
