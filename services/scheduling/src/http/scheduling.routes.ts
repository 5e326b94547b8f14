import type { HandlersOf } from '@rto/kit';
import { deliveryScheduleOf, type SchedulingConfig } from '../config';
import type { Geocoder } from '../domain/geocoding';
import { bookableWindow, SLOT_LABELS } from '../domain/slots';
import type { Calendar } from '../store/calendar';
import type { schedulingContract } from './contract';

/** The delivery page's calendar and place search (spec 2.5, 7). */
export function schedulingHandlers(config: SchedulingConfig, calendar: Calendar, geocoder: Geocoder): HandlersOf<typeof schedulingContract> {
  const schedule = deliveryScheduleOf(config);
  return {
    // Who booked a slot is nobody else's business: only dates and times leave (spec 3, "Existing booking").
    async verifyCalandar({ res }) {
      const { today, lastDay } = bookableWindow(new Date(), schedule);
      const orders = await calendar.booked(today, lastDay);
      res.setHeader('Cache-Control', 'private, no-store');
      return { orders, today, lastDay, timeZone: schedule.timeZone, deliveryDays: [...schedule.deliveryDays], slots: [...SLOT_LABELS] };
    },

    async geocode({ query }) {
      const request = query.q !== undefined ? { q: query.q, limit: query.limit } : { lat: query.lat!, lng: query.lng!, limit: query.limit };
      return { results: await geocoder.search(request) };
    },
  };
}
