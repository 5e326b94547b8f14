import type { Model } from 'mongoose';
import type { BookingDocument } from './booking.model';

/** The index that made a booking one per order, before an order's repairs and pickup were booked beside its delivery. */
const ONE_BOOKING_PER_ORDER = 'orderId_1';
/** MongoDB's "index not found" (dropped already, or by another instance starting at the same moment) and "ns not found" (no collection yet). */
const NOTHING_TO_DROP = [27, 26];

/**
 * Brings bookings stored before visits had ids up to date, at start and before the indexes are built: the old unique
 * index on the order goes (it would refuse a repair of a delivered order), and every booking without a visit id is its
 * order's delivery (visitId = orderId). One conditional write per booking, so running it again, or in two instances at
 * once, changes nothing twice (no pipeline update: the local MongoDB may not take one).
 */
export async function upgradeBookings(Booking: Model<BookingDocument>): Promise<{ upgraded: number }> {
  await Booking.collection.dropIndex(ONE_BOOKING_PER_ORDER).catch((error: unknown) => {
    const code = (error as { code?: number } | null)?.code;
    // No collection yet (a new database) or no such index: nothing to drop.
    if (!NOTHING_TO_DROP.includes(code ?? -1) && !/ns not found|index not found/i.test(String((error as Error)?.message))) throw error;
  });
  // The driver's own calls: no schema defaults or casting between what is stored and what is written.
  const missing = { visitId: { $exists: false } };
  const old = await Booking.collection.find(missing, { projection: { _id: 1, orderId: 1 } }).toArray();
  let upgraded = 0;
  for (const booking of old) {
    const result = await Booking.collection.updateOne({ _id: booking._id, ...missing }, { $set: { visitId: booking['orderId'], kind: 'delivery' } });
    upgraded += result.modifiedCount;
  }
  return { upgraded };
}
