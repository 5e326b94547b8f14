import { DomainError } from '@rto/kit';
import { NO_BOOKING_MESSAGE } from '../domain/slots';
import type { BookingRecord } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';

export interface GetBookingDeps {
  calendar: Calendar;
}

/** One order's delivery booking, active or released (its repairs and pickup are visits, see get-visit.ts). */
export function createGetBooking({ calendar }: GetBookingDeps) {
  return async (orderId: string): Promise<BookingRecord> => {
    const booking = await calendar.bookingOf(orderId);
    if (!booking || booking.kind !== 'delivery') throw new DomainError('not-found', NO_BOOKING_MESSAGE);
    return booking;
  };
}

export type GetBooking = ReturnType<typeof createGetBooking>;
