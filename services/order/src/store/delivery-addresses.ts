import type { AddressFields } from '@rto/contracts';
import { trusted } from '@rto/kit';
import { Types, type Model } from 'mongoose';
import { ADDRESS_CHANGEABLE_STATUSES } from '../domain/delivery-address';
import type { OrderDocument } from './order.model';
import { toRecord, type OrderRecord } from './order.record';

const ORDER_ID = /^[a-f\d]{24}$/i;

/** The street address of a customer's placed order, given after it was placed (an order placed without one). */
export function createDeliveryAddresses(Order: Model<OrderDocument>) {
  return {
    /** The customer's own placed order, or null (none, a draft, or another customer's: all alike to the caller). */
    async placedOrderOf(userId: string, orderId: string): Promise<OrderRecord | null> {
      if (!ORDER_ID.test(orderId)) return null;
      const order = await Order.findOne({ _id: new Types.ObjectId(orderId), user: userId, placedAt: trusted({ $ne: null }) }).lean<OrderDocument>();
      return order ? toRecord(order) : null;
    },

    /**
     * Sets the address in one write, only while the order's delivery can still change (its status and delivery day
     * checked in the same filter): the order as written, or null when it changed meanwhile.
     */
    async set(userId: string, orderId: string, address: AddressFields, today: string): Promise<OrderRecord | null> {
      const updated = await Order.findOneAndUpdate(
        {
          _id: new Types.ObjectId(orderId),
          user: userId,
          placedAt: trusted({ $ne: null }),
          status: trusted({ $in: ADDRESS_CHANGEABLE_STATUSES }),
          deliveryDate: trusted({ $gte: today }),
        },
        { $set: { deliveryAddress: address } },
        { new: true },
      ).lean<OrderDocument>();
      return updated ? toRecord(updated) : null;
    },
  };
}

export type DeliveryAddresses = ReturnType<typeof createDeliveryAddresses>;
