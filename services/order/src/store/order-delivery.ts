import { changeUnderRevision, DomainError, newEvent, trusted, type EventEnvelope } from '@rto/kit';
import { orderDelivered, orderDeliveryMissed } from '@rto/contracts';
import { Types, type Model } from 'mongoose';
import { deliveryChangeRefusal } from '../domain/delivery';
import type { OrderDocument } from './order.model';
import { toRecord, type OrderRecord } from './order.record';

const SOURCE = 'order';
const BUSY = 'This order is being changed by another request, please try again';
const ORDER_ID = /^[a-f\d]{24}$/i;

/** What a marking did: `changed` false when the order already was so (the same answer, no second event). */
export interface DeliveryOutcome {
  order: OrderRecord;
  changed: boolean;
}

/**
 * The delivery visit's changes, each one write under the order's revision with its event in the same write: two
 * admins marking the same order at once write (and tell) it once. Null: no such order.
 */
export function createOrderDelivery(Order: Model<OrderDocument>) {
  function mark(orderId: string, to: 'delivered' | 'missed', decide: (order: OrderRecord) => { set: Record<string, unknown>; event: EventEnvelope<string, object> }): Promise<DeliveryOutcome | null> {
    if (!ORDER_ID.test(orderId)) return Promise.resolve(null);
    return changeUnderRevision<OrderDocument, DeliveryOutcome | null>(
      Order,
      { _id: new Types.ObjectId(orderId) },
      (stored) => {
        if (!stored) return { unchanged: null };
        const order = toRecord(stored);
        const refusal = deliveryChangeRefusal(order, to);
        if (refusal) throw new DomainError('conflict', refusal);
        if (order.delivery.status === to) return { unchanged: { order, changed: false } };
        const { set, event } = decide(order);
        return { set, events: [event], result: { order: toRecord({ ...stored, ...set } as OrderDocument), changed: true } };
      },
      { busyMessage: BUSY },
    );
  }

  return {
    markDelivered(orderId: string, visit: { technician: string; note: string }, now: Date) {
      return mark(orderId, 'delivered', (order) => ({
        set: { deliveryStatus: 'delivered', deliveredAt: now, deliveryTechnician: visit.technician, deliveryNote: visit.note },
        event: newEvent(SOURCE, orderDelivered, { orderId, userId: order.user, subscriptionId: order.subscriptionId, deliveredAt: now.toISOString(), technician: visit.technician }),
      }));
    },

    markMissed(orderId: string, note: string) {
      return mark(orderId, 'missed', (order) => ({
        set: { deliveryStatus: 'missed', deliveryNote: note },
        event: newEvent(SOURCE, orderDeliveryMissed, { orderId, userId: order.user, deliveryDate: order.deliveryDate, deliveryTime: order.deliveryTime, note }),
      }));
    },

    /** The customer's own placed order, or null (none, a draft, another customer's: all alike to the caller). */
    async customerOrder(userId: string, orderId: string): Promise<OrderRecord | null> {
      if (!ORDER_ID.test(orderId)) return null;
      const order = await Order.findOne({ _id: new Types.ObjectId(orderId), user: userId }).lean<OrderDocument>();
      return order?.placedAt ? toRecord(order) : null;
    },

    /**
     * The new slot scheduling now holds for the order: written only while it is not delivered (a delivery marked
     * meanwhile wins). Null when it was.
     */
    async rescheduled(orderId: string, slot: { deliveryDate: string; deliveryTime: string }): Promise<OrderRecord | null> {
      const updated = await Order.findOneAndUpdate(
        { _id: new Types.ObjectId(orderId), deliveryStatus: trusted({ $ne: 'delivered' }) },
        { $set: { ...slot, deliveryStatus: 'scheduled' }, $inc: { revision: 1 } },
        { new: true },
      ).lean<OrderDocument>();
      return updated ? toRecord(updated) : null;
    },
  };
}

export type OrderDelivery = ReturnType<typeof createOrderDelivery>;
