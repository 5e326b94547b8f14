import { ManualClock } from '@rto/kit/testing';
import { createClaimSlot } from '../../src/app/claim-slot';
import { createVerifyCalendar } from '../../src/app/verify-calendar';
import { deliveryScheduleOf, loadSchedulingConfig } from '../../src/config';
import { bookableWindow, checkBookable, freeSlots, leadTimeMessage, SLOT_LABELS, type DeliverySchedule } from '../../src/domain/slots';
import type { Calendar } from '../../src/store/calendar';

/** The delivery lead time as the rules, the settings and the two use cases read it, on a manual clock. */

const TIME_ZONE = 'America/Indiana/Indianapolis';
const withLead = (leadHours: number): DeliverySchedule => ({ timeZone: TIME_ZONE, deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365, leadHours });
// 2030-06-10 in Indianapolis is EDT (UTC-4).
const at = (localTime: string) => new Date(`2030-06-10T${localTime}:00-04:00`);

describe('the first bookable day', () => {
  it.each([
    ['05:43', 24, '2030-06-11'],
    ['23:30', 24, '2030-06-11'],
    ['00:00', 24, '2030-06-11'],
    ['10:00', 0, '2030-06-10'],
    ['10:00', 12, '2030-06-10'],
    ['13:00', 12, '2030-06-11'],
    ['10:00', 48, '2030-06-12'],
  ])('when it is %s and the lead time is %d hours, then the first bookable day is %s', (time, leadHours, firstDay) => {
    expect(bookableWindow(at(time), withLead(leadHours)).firstDay).toBe(firstDay);
  });

  it('when the next day is shortened by daylight saving (spring forward), then 24 hours at 11:30 PM still make it tomorrow', () => {
    // 2030-03-09 23:30 EST (UTC-5); 2030-03-10 has 23 hours in Indianapolis.
    expect(bookableWindow(new Date('2030-03-09T23:30:00-05:00'), withLead(24)).firstDay).toBe('2030-03-10');
  });

  it('when the lead time is unset, then today is bookable as before', () => {
    expect(bookableWindow(at('10:00'), { timeZone: TIME_ZONE, deliveryDays: [1], horizonDays: 365 }).firstDay).toBe('2030-06-10');
  });
});

describe('the slot rules with a lead time of 24 hours', () => {
  const schedule = withLead(24);

  it("when a slot later today is asked for, then it is refused with the notice and the first day that can be had", () => {
    expect(() => checkBookable({ deliveryDate: '2030-06-10', deliveryTime: '7:00 PM' }, schedule, at('08:00'))).toThrow(
      "Deliveries need 24 hours' notice: please choose Tuesday, June 11 or later",
    );
    expect(leadTimeMessage(48, '2030-06-12')).toBe("Deliveries need 48 hours' notice: please choose Wednesday, June 12 or later");
  });

  it("when tomorrow's first slot is asked for late in the evening, then it can be booked", () => {
    expect(() => checkBookable({ deliveryDate: '2030-06-11', deliveryTime: '8:00 AM' }, schedule, at('23:30'))).not.toThrow();
  });

  it('when the free slots are listed, then today has none and tomorrow has all 12', () => {
    expect(freeSlots('2030-06-10', [], schedule, at('06:00'))).toEqual([]);
    expect(freeSlots('2030-06-11', [], schedule, at('06:00'))).toEqual([...SLOT_LABELS]);
  });
});

describe('DELIVERY_LEAD_HOURS', () => {
  const load = (value?: string) => loadSchedulingConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { DELIVERY_LEAD_HOURS: value }) });

  it('when it is not set, then deliveries need 24 hours', () => {
    expect(deliveryScheduleOf(load()).leadHours).toBe(24);
  });

  it('when it is set, then the schedule carries it', () => {
    expect(deliveryScheduleOf(load('0')).leadHours).toBe(0);
    expect(deliveryScheduleOf(load('72')).leadHours).toBe(72);
  });

  it.each(['-1', '1.5', 'soon', String(365 * 24)])('when it is %s, then the service refuses to start', (value) => {
    expect(() => load(value)).toThrow(/DELIVERY_LEAD_HOURS/);
  });
});

describe('the use cases honour the setting', () => {
  function recordingCalendar() {
    const asked: Array<[string, string]> = [];
    const claims: unknown[] = [];
    const calendar = {
      async booked(from: string, to: string) {
        asked.push([from, to]);
        return [];
      },
      async claim(request: unknown) {
        claims.push(request);
        return { booking: request, created: true };
      },
    } as unknown as Calendar;
    return { calendar, asked, claims };
  }

  it('when order claims a slot inside a 48-hour lead time, then it is unprocessable (422) and nothing is claimed', async () => {
    const { calendar, claims } = recordingCalendar();
    const claimSlot = createClaimSlot({ calendar, schedule: withLead(48), clock: new ManualClock(at('09:00')) });
    const request = { orderId: 'o-1', customerId: 'c-1', deliveryTime: '3:00 PM' };
    await expect(claimSlot({ ...request, deliveryDate: '2030-06-11' })).rejects.toMatchObject({ kind: 'unprocessable', message: leadTimeMessage(48, '2030-06-12') });
    expect(claims).toEqual([]);
    await expect(claimSlot({ ...request, deliveryDate: '2030-06-12' })).resolves.toMatchObject({ created: true });
  });

  it('when the calendar is read, then it names the first bookable day and reads bookings from that day only', async () => {
    const { calendar, asked } = recordingCalendar();
    const verifyCalendar = createVerifyCalendar({ calendar, schedule: withLead(24), clock: new ManualClock(at('09:00')) });
    expect(await verifyCalendar()).toMatchObject({ today: '2030-06-10', firstDay: '2030-06-11', leadHours: 24 });
    expect(asked).toEqual([['2030-06-11', '2031-06-10']]);
  });
});
