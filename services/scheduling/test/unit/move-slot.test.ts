import { DomainError } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { createMoveSlot } from '../../src/app/move-slot';
import { checkMovable, type DeliverySchedule } from '../../src/domain/slots';
import type { BookingRecord } from '../../src/store/booking.repository';
import type { Calendar } from '../../src/store/calendar';

/** A customer moving a booked delivery (PATCH /rescheduleDelivery): never one the lead time has already reached. */

const schedule: DeliverySchedule = { timeZone: 'America/Indiana/Indianapolis', deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365, leadHours: 24 };
// 2030-06-10 in Indianapolis is EDT (UTC-4).
const at = (localTime: string) => new Date(`2030-06-10T${localTime}:00-04:00`);
const TOO_LATE = "Your delivery is less than 24 hours away and can no longer be moved: please contact support";

describe('which booked delivery may be moved', () => {
  it('when the booked day is inside the lead time, then it stays where it is', () => {
    expect(() => checkMovable({ deliveryDate: '2030-06-10', status: 'active' }, schedule, at('08:00'))).toThrow(TOO_LATE);
    expect(() => checkMovable({ deliveryDate: '2030-06-11', status: 'active' }, schedule, at('09:00'))).not.toThrow();
  });

  it('when the delivery was missed (its slot released), then it is booked again whatever its old day', () => {
    expect(() => checkMovable({ deliveryDate: '2030-06-09', status: 'released' }, schedule, at('08:00'))).not.toThrow();
  });
});

describe('moving a booked delivery', () => {
  function calendarWith(booking: Pick<BookingRecord, 'deliveryDate' | 'status'>) {
    const moves: unknown[] = [];
    const calendar = {
      bookingOf: async () => ({ ...booking, kind: 'delivery' }),
      move: async (request: unknown) => {
        moves.push(request);
        return { booking, moved: true };
      },
    } as unknown as Calendar;
    return { calendar, moves };
  }
  const request = { orderId: 'order-1', customerId: 'customer-1', deliveryDate: '2030-06-20', deliveryTime: '3:00 PM' };

  it("when tomorrow's delivery is moved late in the day before, then 422 and the calendar is not touched", async () => {
    const { calendar, moves } = calendarWith({ deliveryDate: '2030-06-11', status: 'active' });
    const moveSlot = createMoveSlot({ calendar, schedule, clock: new ManualClock(at('23:30')) });
    // At 23:30 the first bookable day is June 11 (24 hours from now falls on it): June 11 itself is still movable...
    await expect(moveSlot(request)).resolves.toBeDefined();
    // ...but not once its day is inside the lead time.
    const tooLate = createMoveSlot({ calendar, schedule, clock: new ManualClock(new Date('2030-06-11T01:00:00-04:00')) });
    await expect(tooLate(request)).rejects.toEqual(new DomainError('unprocessable', TOO_LATE));
    expect(moves).toHaveLength(1);
  });
});
