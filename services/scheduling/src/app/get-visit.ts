import { DomainError } from '@rto/kit';
import { NO_VISIT_MESSAGE } from '../domain/slots';
import type { BookingRecord } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';

export interface GetVisitDeps {
  calendar: Calendar;
}

/** One repair's or pickup's booking, active or released; a delivery is its order's booking, never a visit here. */
export function createGetVisit({ calendar }: GetVisitDeps) {
  return async (visitId: string): Promise<BookingRecord> => {
    const booking = await calendar.bookingOf(visitId);
    if (!booking || booking.kind === 'delivery') throw new DomainError('not-found', NO_VISIT_MESSAGE);
    return booking;
  };
}

export type GetVisit = ReturnType<typeof createGetVisit>;
