/**
 * The rules of delivery slots (spec 5, 9): 12 a day, hourly from 8:00 AM to 7:00 PM, one delivery each, on the
 * delivery days, in the delivery time zone. Pure functions of their arguments and a given `now`: no I/O, no clock.
 */

import { DATE_MESSAGE, FIRST_SLOT_START_HOUR, SLOT_LABELS, SLOT_MESSAGE, labelOfHour } from '@rto/contracts';
import { DomainError } from '@rto/kit';

// The labels (8:00 AM to 7:00 PM) are spelled where scheduling's internal route is, so callers write them alike.
export { DATE_MESSAGE, SLOT_LABELS, SLOT_MESSAGE, labelOfHour };

const HOUR_OF_LABEL = new Map(SLOT_LABELS.map((label, index) => [label, FIRST_SLOT_START_HOUR + index]));

/** The slot the delivery page proposes first (spec 4). */
export const DEFAULT_SLOT = '3:00 PM';

/** The start hour (0-23) of a slot, or undefined for anything that is not one of the 12 labels. */
export function hourOfSlot(label: string): number | undefined {
  return HOUR_OF_LABEL.get(label);
}

export const PAST_DATE_MESSAGE = 'This delivery date has passed, please choose another date';
export const PAST_SLOT_MESSAGE = 'This time slot has passed, please choose a later one';
export const SLOT_TAKEN_MESSAGE = 'This time slot is already booked';
export const NO_BOOKING_MESSAGE = 'This order has no delivery booked';
export const NO_VISIT_MESSAGE = 'No visit is booked under this id';

/** Weekday names as DELIVERY_DAYS spells them, 0 = Sunday (as JavaScript counts). */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Where and when deliveries happen: the settings the rules read. */
export interface DeliverySchedule {
  /** An IANA time zone: the hours of the slots and "today" are this zone's. */
  timeZone: string;
  /** The weekdays with deliveries, 0 = Sunday .. 6 = Saturday, ascending. */
  deliveryDays: readonly number[];
  /** How many days after today (in the zone) a delivery can be booked at most. */
  horizonDays: number;
  /**
   * The notice a delivery needs, in hours (DELIVERY_LEAD_HOURS; unset: none). The first bookable day is the day, in
   * the zone, that this many hours from now falls on; every slot of it can be booked (24: from tomorrow, whatever the
   * hour), so the crew always knows a day ahead.
   */
  leadHours?: number;
}

/**
 * 'Mon,Tue,Wed' or 'monday, tuesday' (any case) -> [1, 2]; 'every day' or an empty text -> all seven. Undefined for
 * anything else, so the setting can be refused at start with one clear line.
 */
export function parseDeliveryDays(text: string): number[] | undefined {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'every day' || trimmed === 'all') return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of trimmed.split(',')) {
    const name = part.trim();
    const day = WEEKDAY_NAMES.findIndex((full) => full.toLowerCase() === name || full.slice(0, 3).toLowerCase() === name);
    if (day < 0) return undefined;
    days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) and the hour (0-23) that `now` is in `timeZone`. */
export function zonedClock(now: Date, timeZone: string): { date: string; hour: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, hour: Number(parts['hour']) % 24 };
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2030-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The weekday of a calendar date, 0 = Sunday (a date has the same weekday in every zone). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** '2030-06' for '2030-06-30': the month a date's availability is kept under. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Every month from the month of `from` to the month of `to`, both included, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = monthOf(to);
  for (;;) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * The days a customer can look at and book: from today in the zone to the horizon; `firstDay` is the first day
 * outside the lead time. Counted on the zone's wall clock (hour + lead hours), so a daylight-saving change never
 * skips a day.
 */
export function bookableWindow(now: Date, schedule: DeliverySchedule): { today: string; firstDay: string; lastDay: string; hour: number } {
  const clock = zonedClock(now, schedule.timeZone);
  const firstDay = addDays(clock.date, Math.floor((clock.hour + (schedule.leadHours ?? 0)) / 24));
  return { today: clock.date, firstDay, hour: clock.hour, lastDay: addDays(clock.date, schedule.horizonDays) };
}

/** 'Friday, November 27': how a refusal names a date to the customer. */
function spokenDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
}

export function leadTimeMessage(leadHours: number, firstDay: string): string {
  return `Deliveries need ${leadHours} hours' notice: please choose ${spokenDate(firstDay)} or later`;
}

/**
 * Past in the delivery zone: a date before today there, or today's slot whose start hour has come (at 3:10 PM in
 * Indianapolis the 3:00 PM slot is past, whatever the server's clock says).
 */
export function isPast(date: string, label: string, now: Date, timeZone: string): boolean {
  const clock = zonedClock(now, timeZone);
  if (date < clock.date) return true;
  if (date > clock.date) return false;
  const hour = hourOfSlot(label);
  return hour === undefined || hour <= clock.hour;
}

export function isDeliveryDay(date: string, schedule: Pick<DeliverySchedule, 'deliveryDays'>): boolean {
  return schedule.deliveryDays.includes(weekdayOf(date));
}

/** A choice the slot rules refuse: the caller's to fix. */
const refused = (message: string) => new DomainError('invalid', message);

/**
 * Refuses what cannot be booked whoever holds what: not a date, not one of the 12 labels, a day without
 * deliveries, a date or slot already past in the delivery zone, a date inside the lead time, a date beyond the
 * horizon. (Whether the slot is
 * free is the store's to say.)
 */
export function checkBookable(choice: { deliveryDate: string; deliveryTime: string }, schedule: DeliverySchedule, now: Date): void {
  if (!isCalendarDate(choice.deliveryDate)) throw refused(DATE_MESSAGE);
  if (hourOfSlot(choice.deliveryTime) === undefined) throw refused(SLOT_MESSAGE);
  const window = bookableWindow(now, schedule);
  if (choice.deliveryDate < window.today) throw refused(PAST_DATE_MESSAGE);
  if (isPast(choice.deliveryDate, choice.deliveryTime, now, schedule.timeZone)) throw refused(PAST_SLOT_MESSAGE);
  if (choice.deliveryDate < window.firstDay) throw refused(leadTimeMessage(schedule.leadHours ?? 0, window.firstDay));
  if (choice.deliveryDate > window.lastDay) throw refused(`Deliveries can be booked at most ${schedule.horizonDays} days ahead`);
  if (!isDeliveryDay(choice.deliveryDate, schedule)) throw refused(`We do not deliver on ${WEEKDAY_NAMES[weekdayOf(choice.deliveryDate)]}s`);
}

/**
 * A booked delivery the customer may still move: one already inside the lead time (the crew's day is planned) or
 * past stays where it is, whatever the new slot; a released one (a missed delivery) is booked again from scratch.
 */
export function checkMovable(current: { deliveryDate: string; status: 'active' | 'released' }, schedule: DeliverySchedule, now: Date): void {
  if (current.status !== 'active') return;
  const window = bookableWindow(now, schedule);
  if (current.deliveryDate < window.firstDay) {
    throw refused(`Your delivery is less than ${schedule.leadHours ?? 0} hours away and can no longer be moved: please contact support`);
  }
}

/** Earlier date first, then earlier hour: the order in which booked slots are listed. */
export function compareSlots(a: { deliveryDate: string; deliveryTime: string }, b: { deliveryDate: string; deliveryTime: string }): number {
  if (a.deliveryDate !== b.deliveryDate) return a.deliveryDate < b.deliveryDate ? -1 : 1;
  return (hourOfSlot(a.deliveryTime) ?? 0) - (hourOfSlot(b.deliveryTime) ?? 0);
}

/** A day whose 12 slots are all booked (spec 5: such a date is disabled). */
export function isFullDay(bookedLabels: Iterable<string>): boolean {
  const booked = new Set(bookedLabels);
  return SLOT_LABELS.every((label) => booked.has(label));
}

/** The slots of `date` a customer can still choose: not booked, not past in the zone, outside the lead time, on a delivery day. */
export function freeSlots(date: string, bookedLabels: Iterable<string>, schedule: DeliverySchedule, now: Date): string[] {
  if (!isCalendarDate(date) || !isDeliveryDay(date, schedule) || date < bookableWindow(now, schedule).firstDay) return [];
  const booked = new Set(bookedLabels);
  return SLOT_LABELS.filter((label) => !booked.has(label) && !isPast(date, label, now, schedule.timeZone));
}

/** The slot to propose (spec 4): 3:00 PM, or the first free one when it is taken; null when none is free. */
export function proposedSlot(free: readonly string[]): string | null {
  return free.includes(DEFAULT_SLOT) ? DEFAULT_SLOT : (free[0] ?? null);
}
