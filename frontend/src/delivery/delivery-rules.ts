/**
 * The delivery page's rules (spec 4, 5 and 9) as pure functions: the slots, which days and slots can be chosen,
 * the default and fallback slot, the server cart's figures in dollars, and the address of the billing step. No React, no clock, no network: every input is an argument, so each rule is unit-tested alone.
 */
import type { Booking, BookingsResponse, DeliveryChoice, DeliverySlot, ServerCartResponse } from '../api';
import { centsToDollars } from '@rto/rules';
import { addDays, localToday, weekdayOf, zonedClock } from '../lib/dates';

/** Spec 9: 12 slots, hourly from 8:00 AM through 7:00 PM. */
export const DELIVERY_SLOTS: readonly DeliverySlot[] = [
  '8:00 AM',
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '7:00 PM',
];
export const DEFAULT_SLOT = '3:00 PM';

const EVERY_DAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/** How far ahead the first free day is looked for. */
const SEARCH_HORIZON_DAYS = 366;

export const DELIVERY_MESSAGES = {
  noLocation: 'Please select a delivery location',
  noSlots: 'No available time slots for this date. Please select another date.',
  slotBooked: 'This time slot is already booked',
  dayFull: 'No available time slots',
  dayPast: 'Past date',
  dayTooSoon: 'Too soon: deliveries need notice',
  cartFailed: 'Error loading cart items',
  scheduleFailed: 'Error loading delivery schedule',
  confirmFailed: 'Error confirming order',
  locationDenied: 'Could not access your location. Showing default location.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
} as const;

/** What the page knows about the calendar at one moment: the server's answer read against the delivery zone's clock. */
export interface DeliveryCalendar {
  /** Today in the delivery zone. */
  today: string;
  /** The first day a delivery can be booked for (the end of the server's lead time); no earlier day is offered. */
  firstDay: string;
  /** Minutes since midnight now, in the delivery zone (slots of today that began by then are past). */
  nowMinutes: number;
  deliveryDays: readonly number[];
  /** The last date a delivery can be booked for; none when the server sets no end. */
  lastDay?: string | undefined;
  slots: readonly DeliverySlot[];
  bookings: readonly Booking[];
}

/**
 * The calendar from GET /verifyCalandar at `now`. Today is the server's (the delivery zone's), the time of day the
 * zone's clock; a browser clock a little off around midnight counts today as not begun or as over, never as
 * another day. Without an answer (still loading, or failed: spec 8 "no bookings assumed") nothing is booked; a field
 * the answer lacks takes the spec's default (every day, the 12 slots, no last day).
 */
export function calendarAt(response: Partial<BookingsResponse> | undefined, now: Date): DeliveryCalendar {
  const clock = zonedClock(now, response?.timeZone);
  const today = response?.today ?? (response?.timeZone ? clock.date : localToday(now));
  const nowMinutes = clock.date === today ? clock.minutes : clock.date > today ? 24 * 60 : 0;
  // No answer: the default lead time (tomorrow), so a failed calendar never proposes a day the server refuses.
  const firstDay = response ? (response.firstDay ?? today) : addDays(today, 1);
  return {
    today,
    firstDay: firstDay < today ? today : firstDay,
    nowMinutes,
    deliveryDays: response?.deliveryDays?.length ? response.deliveryDays : EVERY_DAY,
    lastDay: response?.lastDay,
    slots: response?.slots?.length ? response.slots : DELIVERY_SLOTS,
    bookings: response?.orders ?? [],
  };
}

/** '3:00 PM' -> 900 (minutes since midnight); NaN for anything else. */
export function slotMinutes(slot: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!match) return Number.NaN;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

export type SlotState = 'available' | 'booked' | 'past' | 'notice';

/**
 * Spec 5: a slot is booked when an existing booking has the same date and time; a slot of today that began is past;
 * one before the first bookable day is inside the lead time ('notice').
 */
export function slotState(calendar: DeliveryCalendar, date: string, slot: string): SlotState {
  if (calendar.bookings.some((booking) => booking.deliveryDate === date && booking.deliveryTime === slot)) return 'booked';
  if (date < calendar.today || (date === calendar.today && slotMinutes(slot) <= calendar.nowMinutes)) return 'past';
  if (date < calendar.firstDay) return 'notice';
  return 'available';
}

/** Whether deliveries are made on the date at all: a delivery weekday, not beyond the last bookable day. */
export function deliversOn(calendar: DeliveryCalendar, date: string): boolean {
  return calendar.deliveryDays.includes(weekdayOf(date)) && (calendar.lastDay === undefined || date <= calendar.lastDay);
}

export function freeSlots(calendar: DeliveryCalendar, date: string): DeliverySlot[] {
  if (!deliversOn(calendar, date)) return [];
  return calendar.slots.filter((slot) => slotState(calendar, date, slot) === 'available');
}

/**
 * What a calendar day is (spec 5): past (before today); notice (inside the lead time: today by default); closed (no
 * deliveries that weekday, or beyond the last bookable day); full (all 12 slots booked, or none left today); or
 * available.
 */
export type DayState = 'available' | 'full' | 'closed' | 'past' | 'notice';

export function dayState(calendar: DeliveryCalendar, date: string): DayState {
  if (date < calendar.today) return 'past';
  if (date < calendar.firstDay) return 'notice';
  if (!deliversOn(calendar, date)) return 'closed';
  return freeSlots(calendar, date).length > 0 ? 'available' : 'full';
}

/** Spec 8: the tooltip of a day that cannot be chosen; none for an available day. */
export function dayTooltip(state: DayState): string | undefined {
  if (state === 'past') return DELIVERY_MESSAGES.dayPast;
  if (state === 'notice') return DELIVERY_MESSAGES.dayTooSoon;
  if (state === 'available') return undefined;
  return DELIVERY_MESSAGES.dayFull;
}

/**
 * The first day from `from` (the first bookable day by default) that has a free slot, up to the last bookable day
 * (or a year); undefined when none does.
 */
export function firstAvailableDate(calendar: DeliveryCalendar, from: string = calendar.firstDay): string | undefined {
  let date = from < calendar.firstDay ? calendar.firstDay : from;
  for (let day = 0; day < SEARCH_HORIZON_DAYS && (calendar.lastDay === undefined || date <= calendar.lastDay); day += 1, date = addDays(date, 1)) {
    if (dayState(calendar, date) === 'available') return date;
  }
  return undefined;
}

/**
 * Spec 4: the time is the one chosen (3:00 PM until the customer picks another); when that slot is not free on the
 * selected date, the first free slot instead; none when the date has no free slot.
 */
export function resolveSlot(chosen: string | undefined, free: readonly string[]): string | undefined {
  const wanted = chosen ?? DEFAULT_SLOT;
  return free.includes(wanted) ? wanted : free[0];
}

export type ServerCart = ServerCartResponse['cartItems'];

/** What the customer's cart costs, in dollars for the screens, as the cart service priced it (cents, shared rules). */
export interface CartTotals {
  monthly: number;
  deliveryFee: number;
  today: number;
}

export function cartTotals(cart: Pick<ServerCart, 'monthlyTotalCents' | 'deliveryFeeCents' | 'totalTodayCents'>): CartTotals {
  return { monthly: centsToDollars(cart.monthlyTotalCents), deliveryFee: centsToDollars(cart.deliveryFeeCents), today: centsToDollars(cart.totalTodayCents) };
}

/** Spec 2.1 and 3: /billing takes the delivery choice as URL-encoded JSON in its `data` parameter. */
export function billingPath(choice: DeliveryChoice): string {
  const { location, deliveryDate, deliveryTime, totalCost, locationName, deliveryAddress, stairs } = choice;
  const data = { location: { lat: location.lat, lng: location.lng }, deliveryDate, deliveryTime, totalCost, locationName, deliveryAddress, stairs };
  return `/billing?data=${encodeURIComponent(JSON.stringify(data))}`;
}
