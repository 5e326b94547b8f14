import { VISIT_KINDS } from '@rto/contracts';
import { DomainError, type Clock } from '@rto/kit';
import { NO_VISIT_MESSAGE } from '../domain/slots';
import type { BookingRecord } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';

export interface ReleaseVisitDeps {
  calendar: Calendar;
  clock: Clock;
}

/**
 * Frees a repair's or pickup's slot (a cancelled ticket, a pickup given up); releasing one already released answers the
 * same booking (idempotent). A delivery is released as its order's booking only, never through here.
 */
export function createReleaseVisit({ calendar, clock }: ReleaseVisitDeps) {
  return async (visitId: string): Promise<BookingRecord> => {
    const outcome = await calendar.release(visitId, clock.now(), VISIT_KINDS);
    if (!outcome) throw new DomainError('not-found', NO_VISIT_MESSAGE);
    return outcome.booking;
  };
}

export type ReleaseVisit = ReturnType<typeof createReleaseVisit>;
