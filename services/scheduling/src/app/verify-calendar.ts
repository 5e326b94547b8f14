import type { Clock } from '@rto/kit';
import { bookableWindow, SLOT_LABELS, type DeliverySchedule } from '../domain/slots';
import type { BookedSlot } from '../store/availability.cache';
import type { Calendar } from '../store/calendar';

export interface VerifyCalendarDeps {
  calendar: Calendar;
  schedule: DeliverySchedule;
  clock: Clock;
}

export interface CalendarAnswer {
  /** The very same list while no month of the window changed (see Calendar.booked): callers may keep what they made of it. */
  orders: BookedSlot[];
  today: string;
  firstDay: string;
  leadHours: number;
  lastDay: string;
  timeZone: string;
  deliveryDays: number[];
  slots: Array<(typeof SLOT_LABELS)[number]>;
}

/**
 * The delivery page's calendar: the booked slots from the first bookable day (the end of the lead time) to the
 * horizon and the rules the page applies.
 * Who booked a slot is nobody else's business: only dates and times leave (spec 3, "Existing booking").
 */
export function createVerifyCalendar({ calendar, schedule, clock }: VerifyCalendarDeps) {
  return async (): Promise<CalendarAnswer> => {
    const { today, firstDay, lastDay } = bookableWindow(clock.now(), schedule);
    // Nothing inside the lead time is listed: those days are never offered, whoever booked them.
    const orders = await calendar.booked(firstDay, lastDay);
    return { orders, today, firstDay, leadHours: schedule.leadHours ?? 0, lastDay, timeZone: schedule.timeZone, deliveryDays: [...schedule.deliveryDays], slots: [...SLOT_LABELS] };
  };
}

export type VerifyCalendar = ReturnType<typeof createVerifyCalendar>;
