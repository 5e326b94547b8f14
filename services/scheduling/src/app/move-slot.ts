import { DomainError, type Clock } from '@rto/kit';
import { checkMovable, NO_BOOKING_MESSAGE, type DeliverySchedule } from '../domain/slots';
import type { BookingRecord, ClaimRequest } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';
import { asUnprocessable, refuseUnbookable } from './claim-slot';

export interface MoveSlotDeps {
  calendar: Calendar;
  schedule: DeliverySchedule;
  clock: Clock;
}

/**
 * A customer reschedules a delivery (order asks): the new slot under the same rules and lead time as a booking
 * (refusals 422), a booked slot already inside the lead time never moved (422), held by the write that frees the old one (a taken slot: 409, the old one kept). An order whose
 * slot was released (a missed delivery) books one again.
 */
export function createMoveSlot({ calendar, schedule, clock }: MoveSlotDeps) {
  return async (request: ClaimRequest): Promise<BookingRecord> => {
    const now = clock.now();
    refuseUnbookable(request, schedule, now);
    const current = await calendar.bookingOf(request.orderId);
    if (!current || current.kind !== 'delivery') throw new DomainError('not-found', NO_BOOKING_MESSAGE);
    // The booking as it is now: one inside the lead time stays (422, like the slot rules' refusals).
    asUnprocessable(() => checkMovable(current, schedule, now));
    const outcome = await calendar.move(request, now);
    if (!outcome) throw new DomainError('not-found', NO_BOOKING_MESSAGE);
    return outcome.booking;
  };
}

export type MoveSlot = ReturnType<typeof createMoveSlot>;
