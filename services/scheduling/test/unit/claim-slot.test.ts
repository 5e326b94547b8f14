import { ManualClock } from '@rto/kit/testing';
import { createClaimSlot } from '../../src/app/claim-slot';
import { PAST_SLOT_MESSAGE, type DeliverySchedule } from '../../src/domain/slots';
import type { ClaimRequest } from '../../src/store/booking.repository';
import type { Calendar } from '../../src/store/calendar';

const schedule: DeliverySchedule = { timeZone: 'America/Indiana/Indianapolis', deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365 };
const request: ClaimRequest = { orderId: 'order-1', customerId: 'customer-1', deliveryDate: '2030-06-10', deliveryTime: '3:00 PM' };

/** A calendar that records the claims it is asked for and books each. */
function recordingCalendar() {
  const claims: Array<{ request: ClaimRequest; now: Date }> = [];
  const calendar = {
    async claim(claimed: ClaimRequest, now: Date) {
      claims.push({ request: claimed, now });
      return { booking: { ...claimed, status: 'active', bookedAt: now, releasedAt: null }, created: true };
    },
  } as unknown as Calendar;
  return { calendar, claims };
}

describe('claim slot', () => {
  it("when the slot's hour has come by the service's clock, then the claim is refused as unprocessable and nothing is booked", async () => {
    const { calendar, claims } = recordingCalendar();
    // 3:10 PM in Indianapolis (EDT, UTC-4) on the delivery day.
    const claimSlot = createClaimSlot({ calendar, schedule, clock: new ManualClock('2030-06-10T19:10:00Z') });
    await expect(claimSlot(request)).rejects.toMatchObject({ kind: 'unprocessable', message: PAST_SLOT_MESSAGE });
    expect(claims).toEqual([]);
  });

  it("when the slot is ahead, then it is claimed, stamped with the clock's time", async () => {
    const { calendar, claims } = recordingCalendar();
    const clock = new ManualClock('2030-06-10T18:50:00Z');
    const claimSlot = createClaimSlot({ calendar, schedule, clock });
    const { created } = await claimSlot(request);
    expect(created).toBe(true);
    expect(claims).toEqual([{ request, now: clock.now() }]);
  });
});
