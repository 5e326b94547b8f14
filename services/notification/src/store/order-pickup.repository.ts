import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import type { BookedPickup } from '../domain/return-pickup';
import { orderPickupModel, type OrderPickupDocument } from './order-pickup.model';

/** The only code that knows how the pickups booked for orders are kept. */
export function createOrderPickupRepository(connection: Connection) {
  const Pickup = orderPickupModel(connection);

  return {
    model: Pickup,

    /** Keeps the order's pickup as booked at `at`, unless a newer booking of it is kept already. */
    async recordBooked(pickup: BookedPickup, at: Date): Promise<void> {
      const { orderId, pickupDate, pickupTime, bookedBy } = pickup;
      const booking = { pickupDate, pickupTime, bookedBy, bookedAt: at };
      try {
        await Pickup.updateOne({ _id: orderId }, { $setOnInsert: booking }, { upsert: true });
      } catch (error) {
        // Two first sights at once: the other inserted it; the newer of the two wins below.
        if (!isDuplicateKeyError(error)) throw error;
      }
      await Pickup.updateOne({ _id: orderId, bookedAt: trusted({ $lt: at }) }, { $set: booking });
    },

    /** The goods came back: the pickup happened. */
    async recordReturned(orderId: string, at: Date): Promise<void> {
      await Pickup.updateOne({ _id: orderId, returnedAt: null }, { $set: { returnedAt: at } });
    },

    /**
     * The pickup the owning event `eventId` drops: the order's booked pickup whose goods were not returned, claimed by
     * the first such event. Null when there is none, or another owning event of the order has told of it already.
     */
    async claimDropped(orderId: string, eventId: string): Promise<BookedPickup | null> {
      const doc = await Pickup.findOneAndUpdate(
        { _id: orderId, returnedAt: null, droppedBy: trusted({ $in: [null, eventId] }) },
        { $set: { droppedBy: eventId } },
        { new: true },
      ).lean<OrderPickupDocument>();
      return doc ? { orderId, pickupDate: doc.pickupDate, pickupTime: doc.pickupTime, bookedBy: doc.bookedBy } : null;
    },
  };
}

export type OrderPickupRepository = ReturnType<typeof createOrderPickupRepository>;
