import type { HandlersOf } from '@rto/kit';
import { deliveryScheduleOf, type SchedulingConfig } from '../config';
import type { Geocoder } from '../domain/geocoding';
import { bookableWindow, SLOT_LABELS } from '../domain/slots';
import type { Calendar } from '../store/calendar';
import type { z } from 'zod';
import type { BookedSlot } from '../store/availability.cache';
import type { calendarView, schedulingContract } from './contract';

/** The delivery page's calendar and place search (spec 2.5, 7). */
export function schedulingHandlers(config: SchedulingConfig, calendar: Calendar, geocoder: Geocoder): HandlersOf<typeof schedulingContract> {
  const schedule = deliveryScheduleOf(config);
  let answer: { orders: BookedSlot[]; today: string; body: Buffer } | undefined;
  return {
    // Who booked a slot is nobody else's business: only dates and times leave (spec 3, "Existing booking"). The
    // answer is the same for every customer: while the bookings and the day stay the same, so does its JSON.
    async verifyCalandar({ res }) {
      const { today, lastDay } = bookableWindow(new Date(), schedule);
      const orders = await calendar.booked(today, lastDay);
      if (answer?.orders !== orders || answer.today !== today) {
        const body: z.input<typeof calendarView> = { orders, today, lastDay, timeZone: schedule.timeZone, deliveryDays: [...schedule.deliveryDays], slots: [...SLOT_LABELS] };
        answer = { orders, today, body: Buffer.from(JSON.stringify(body)) };
      }
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('json').end(answer.body);
    },

    async geocode({ query }) {
      const request = query.q !== undefined ? { q: query.q, limit: query.limit } : { lat: query.lat!, lng: query.lng!, limit: query.limit };
      return { results: await geocoder.search(request) };
    },
  };
}
