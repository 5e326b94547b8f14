import type { Model } from 'mongoose';
import type { BookingDocument } from './booking.model';

/**
 * What a deleted customer leaves in scheduling: their bookings keep their slot, status and dates (past days are
 * counted for capacity, and a booking still holds its slot as before), and lose where the delivery was. A plain
 * overwrite: the same deletion told twice changes nothing the second time. The revision is left alone: the place is
 * no part of what a claim or a release computes from.
 */
export function createCustomerErasure(Booking: Model<BookingDocument>) {
  return {
    async eraseBookingsOf(customerId: string): Promise<void> {
      await Booking.updateMany({ customerId }, { $set: { locationName: null, location: null } });
    },
  };
}

export type CustomerErasure = ReturnType<typeof createCustomerErasure>;
