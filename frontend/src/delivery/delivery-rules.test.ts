import { describe, expect, it } from 'vitest';
import type { Booking } from '../api';
import { addDays } from '../lib/dates';
import {
  billingPath,
  calendarAt,
  cartTotals,
  dayState,
  dayTooltip,
  DELIVERY_SLOTS,
  firstAvailableDate,
  freeSlots,
  resolveSlot,
  slotMinutes,
  slotState,
  type DeliveryCalendar,
} from './delivery-rules';

function aCalendar(overrides: Partial<DeliveryCalendar> = {}): DeliveryCalendar {
  const today = overrides.today ?? '2026-03-13';
  // No lead time unless a test gives one: these rules predate it.
  return { today, firstDay: today, nowMinutes: 9 * 60 + 30, deliveryDays: [0, 1, 2, 3, 4, 5, 6], slots: DELIVERY_SLOTS, bookings: [], ...overrides };
}

const wholeDay = (date: string): Booking[] => DELIVERY_SLOTS.map((deliveryTime) => ({ deliveryDate: date, deliveryTime }));

describe('delivery slots (spec 9)', () => {
  it('when the slots are listed, then there are 12, hourly from 8:00 AM through 7:00 PM', () => {
    expect(DELIVERY_SLOTS).toHaveLength(12);
    expect(DELIVERY_SLOTS[0]).toBe('8:00 AM');
    expect(DELIVERY_SLOTS[4]).toBe('12:00 PM');
    expect(DELIVERY_SLOTS[11]).toBe('7:00 PM');
    expect(DELIVERY_SLOTS.map(slotMinutes)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((hour) => hour * 60));
  });

  it('when an existing booking has the same date and time, then that slot is booked, on that date only', () => {
    const calendar = aCalendar({ bookings: [{ deliveryDate: '2026-03-14', deliveryTime: '3:00 PM' }] });
    expect(slotState(calendar, '2026-03-14', '3:00 PM')).toBe('booked');
    expect(slotState(calendar, '2026-03-14', '4:00 PM')).toBe('available');
    expect(slotState(calendar, '2026-03-15', '3:00 PM')).toBe('available');
  });

  it("when a slot of today has begun by the delivery zone's clock, then it is past; later ones stay free", () => {
    const calendar = aCalendar({ nowMinutes: 15 * 60 });
    expect(slotState(calendar, '2026-03-13', '2:00 PM')).toBe('past');
    expect(slotState(calendar, '2026-03-13', '3:00 PM')).toBe('past');
    expect(slotState(calendar, '2026-03-13', '4:00 PM')).toBe('available');
    expect(freeSlots(calendar, '2026-03-13')).toEqual(['4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM']);
  });
});

describe('which days can be chosen (spec 5)', () => {
  it('when a date is before today, then it is past with the tooltip "Past date"', () => {
    expect(dayState(aCalendar(), '2026-03-12')).toBe('past');
    expect(dayTooltip('past')).toBe('Past date');
  });

  it('when all 12 slots of a date are booked, then the day is full with the tooltip "No available time slots"', () => {
    const calendar = aCalendar({ bookings: wholeDay('2026-03-20') });
    expect(dayState(calendar, '2026-03-20')).toBe('full');
    expect(dayTooltip('full')).toBe('No available time slots');
    expect(freeSlots(calendar, '2026-03-20')).toEqual([]);
  });

  it('when 11 of 12 slots are booked, then the day is still available, with the one free slot', () => {
    const calendar = aCalendar({ bookings: wholeDay('2026-03-20').filter((booking) => booking.deliveryTime !== '10:00 AM') });
    expect(dayState(calendar, '2026-03-20')).toBe('available');
    expect(freeSlots(calendar, '2026-03-20')).toEqual(['10:00 AM']);
  });

  it('when today has no slot left (after 7:00 PM), then today is full', () => {
    expect(dayState(aCalendar({ nowMinutes: 19 * 60 + 5 }), '2026-03-13')).toBe('full');
  });

  it('when a weekday has no deliveries, then its days are closed, with the same tooltip as a full day', () => {
    const calendar = aCalendar({ deliveryDays: [1, 2, 3, 4, 5] });
    expect(dayState(calendar, '2026-03-15')).toBe('closed');
    expect(dayTooltip('closed')).toBe('No available time slots');
    expect(dayState(calendar, '2026-03-16')).toBe('available');
    expect(dayTooltip('available')).toBeUndefined();
  });

  it('when a date is after the last bookable day, then it is closed, and the first free day is looked for only up to it', () => {
    const calendar = aCalendar({ lastDay: '2026-03-14', nowMinutes: 20 * 60, bookings: wholeDay('2026-03-14') });
    expect(dayState(calendar, '2026-03-15')).toBe('closed');
    expect(freeSlots(calendar, '2026-03-15')).toEqual([]);
    expect(firstAvailableDate(calendar)).toBeUndefined();
  });

  it('when the first free day is looked for, then full, closed and past days are skipped', () => {
    const calendar = aCalendar({ nowMinutes: 20 * 60, bookings: wholeDay('2026-03-14'), deliveryDays: [1, 2, 3, 4, 5, 6] });
    // Today is over, the 14th (Saturday) is full, the 15th is a Sunday.
    expect(firstAvailableDate(calendar)).toBe('2026-03-16');
    expect(firstAvailableDate(calendar, '2026-01-01')).toBe('2026-03-16');
    expect(firstAvailableDate(aCalendar({ deliveryDays: [] }))).toBeUndefined();
  });
});

describe('the delivery time (spec 4)', () => {
  const all = DELIVERY_SLOTS;

  it('when nothing was chosen and 3:00 PM is free, then it is 3:00 PM', () => {
    expect(resolveSlot(undefined, all)).toBe('3:00 PM');
  });

  it('when 3:00 PM is booked on the selected date, then the first free slot is chosen instead', () => {
    expect(resolveSlot(undefined, all.filter((slot) => slot !== '3:00 PM'))).toBe('8:00 AM');
    expect(resolveSlot(undefined, ['11:00 AM', '6:00 PM'])).toBe('11:00 AM');
  });

  it('when the customer chose a slot that is free, then it stays; when it is taken, then the first free one', () => {
    expect(resolveSlot('5:00 PM', all)).toBe('5:00 PM');
    expect(resolveSlot('5:00 PM', ['9:00 AM', '3:00 PM'])).toBe('9:00 AM');
  });

  it('when no slot is free, then there is no time', () => {
    expect(resolveSlot(undefined, [])).toBeUndefined();
  });
});

describe("the server cart's figures (spec 9)", () => {
  it('when one rental item is delivered, then the screens show the $25 fee the server priced, and today adds it to the month', () => {
    expect(cartTotals({ monthlyTotalCents: 4000, deliveryFeeCents: 2500, totalTodayCents: 6500 })).toEqual({ monthly: 40, deliveryFee: 25, today: 65 });
  });

  it('when two or more items are delivered, then delivery is free and today is the monthly total, to the cent', () => {
    expect(cartTotals({ monthlyTotalCents: 6501, deliveryFeeCents: 0, totalTodayCents: 6501 })).toEqual({ monthly: 65.01, deliveryFee: 0, today: 65.01 });
  });

  it('when the cart is empty, then every figure is 0', () => {
    expect(cartTotals({ monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 })).toEqual({ monthly: 0, deliveryFee: 0, today: 0 });
  });
});

describe('the calendar read from GET /verifyCalandar', () => {
  it("when the server says today and its zone, then today is the server's and the hour is the zone's", () => {
    // 18:30 UTC = 2:30 PM in Indianapolis (EDT).
    const calendar = calendarAt(
      { orders: [], today: '2026-03-13', lastDay: '2026-06-13', timeZone: 'America/Indiana/Indianapolis', deliveryDays: [1, 2, 3], slots: DELIVERY_SLOTS.slice() },
      new Date(Date.UTC(2026, 2, 13, 18, 30)),
    );
    expect(calendar).toMatchObject({ today: '2026-03-13', lastDay: '2026-06-13', nowMinutes: 14 * 60 + 30, deliveryDays: [1, 2, 3] });
  });

  it("when the browser's clock is already on the next day in the zone, then today counts as over, not as another day", () => {
    const calendar = calendarAt({ orders: [], today: '2026-03-13', timeZone: 'UTC' }, new Date(Date.UTC(2026, 2, 14, 0, 5)));
    expect(calendar.today).toBe('2026-03-13');
    expect(calendar.nowMinutes).toBe(24 * 60);
  });

  it('when there is no answer (loading or failed), then nothing is booked, every day delivers and the 12 slots apply', () => {
    const calendar = calendarAt(undefined, new Date(2026, 2, 13, 9, 0));
    expect(calendar).toMatchObject({ today: '2026-03-13', nowMinutes: 9 * 60, bookings: [], deliveryDays: [0, 1, 2, 3, 4, 5, 6] });
    expect(calendar.slots).toHaveLength(12);
  });
});

describe('the billing address (spec 2.1 and 3)', () => {
  it('when the choice is confirmed, then /billing gets it as URL-encoded JSON in data, with exactly the documented fields', () => {
    const path = billingPath({
      location: { lat: 39.7684, lng: -86.1581 },
      deliveryDate: '2026-03-14',
      deliveryTime: '3:00 PM',
      totalCost: 115,
      locationName: 'Indianapolis, Indiana, United States',
    });
    expect(path.startsWith('/billing?data=')).toBe(true);
    const data = new URLSearchParams(path.slice('/billing?'.length)).get('data');
    expect(JSON.parse(data ?? '')).toEqual({
      location: { lat: 39.7684, lng: -86.1581 },
      deliveryDate: '2026-03-14',
      deliveryTime: '3:00 PM',
      totalCost: 115,
      locationName: 'Indianapolis, Indiana, United States',
    });
    expect(path).toBe(`/billing?data=${encodeURIComponent(data ?? '')}`);
  });
});

describe('the lead time (the first bookable day from GET /verifyCalandar)', () => {
  const withLead = aCalendar({ firstDay: '2026-03-14' });

  it('when a day is before the first bookable day, then it and its slots are too soon, with their tooltip', () => {
    expect(dayState(withLead, '2026-03-13')).toBe('notice');
    expect(dayTooltip('notice')).toBe('Too soon: deliveries need notice');
    expect(slotState(withLead, '2026-03-13', '7:00 PM')).toBe('notice');
    expect(freeSlots(withLead, '2026-03-13')).toEqual([]);
    expect(dayState(withLead, '2026-03-14')).toBe('available');
  });

  it('when the default date is looked for, then it is the first bookable day, never today', () => {
    expect(firstAvailableDate(withLead)).toBe('2026-03-14');
    expect(firstAvailableDate(withLead, '2026-03-13')).toBe('2026-03-14');
  });

  it('when the server names the first day, then the calendar keeps it; without an answer, tomorrow (the default lead time)', () => {
    const now = new Date(Date.UTC(2026, 2, 13, 14, 30));
    expect(calendarAt({ orders: [], today: '2026-03-13', firstDay: '2026-03-15', timeZone: 'UTC' }, now).firstDay).toBe('2026-03-15');
    expect(calendarAt(undefined, now).firstDay).toBe(addDays(calendarAt(undefined, now).today, 1));
  });
});
