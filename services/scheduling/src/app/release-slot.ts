import { DomainError, type Clock } from '@rto/kit';
import { NO_BOOKING_MESSAGE } from '../domain/slots';
import type { BookingRecord } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';

export interface ReleaseSlotDeps {
  calendar: Calendar;
  clock: Clock;
}

/** Frees a cancelled order's slot; releasing one already released answers the same booking (idempotent). */
export function createReleaseSlot({ calendar, clock }: ReleaseSlotDeps) {
  return async (orderId: string): Promise<BookingRecord> => {
    const outcome = await calendar.release(orderId, clock.now(), ['delivery']);
    if (!outcome) throw new DomainError('not-found', NO_BOOKING_MESSAGE);
    return outcome.booking;
  };
}

export type ReleaseSlot = ReturnType<typeof createReleaseSlot>;
