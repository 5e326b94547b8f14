import { DomainError, type Clock } from '@rto/kit';
import { NO_BOOKING_MESSAGE, type DeliverySchedule } from '../domain/slots';
import type { BookingRecord, ClaimRequest } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';
import { refuseUnbookable } from './claim-slot';

export interface MoveSlotDeps {
  calendar: Calendar;
  schedule: DeliverySchedule;
  clock: Clock;
}

/**
 * A customer reschedules a delivery (order asks): the new slot under the same rules and lead time as a booking
 * (refusals 422), held by the write that frees the old one (a taken slot: 409, the old one kept). An order whose
 * slot was released (a missed delivery) books one again.
 */
export function createMoveSlot({ calendar, schedule, clock }: MoveSlotDeps) {
  return async (request: ClaimRequest): Promise<BookingRecord> => {
    const now = clock.now();
    refuseUnbookable(request, schedule, now);
    const outcome = await calendar.move(request, now);
    if (!outcome) throw new DomainError('not-found', NO_BOOKING_MESSAGE);
    return outcome.booking;
  };
}

export type MoveSlot = ReturnType<typeof createMoveSlot>;
