import type { HandlersOf } from '@rto/kit';
import type { z } from 'zod';
import type { SearchLocations } from '../app/search-locations';
import type { CalendarAnswer, VerifyCalendar } from '../app/verify-calendar';
import type { calendarView, schedulingContract } from './contract';

export interface SchedulingUseCases {
  verifyCalendar: VerifyCalendar;
  searchLocations: SearchLocations;
}

/** The delivery page's calendar and place search (spec 2.5, 7). */
export function schedulingHandlers({ verifyCalendar, searchLocations }: SchedulingUseCases): HandlersOf<typeof schedulingContract> {
  // The answer is the same for every customer: while the bookings and the day stay the same, so does its JSON.
  let answer: { orders: CalendarAnswer['orders']; today: string; body: Buffer } | undefined;
  return {
    async verifyCalandar({ res }) {
      const calendar = await verifyCalendar();
      if (answer?.orders !== calendar.orders || answer.today !== calendar.today) {
        const body: z.input<typeof calendarView> = calendar;
        answer = { orders: calendar.orders, today: calendar.today, body: Buffer.from(JSON.stringify(body)) };
      }
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('json').end(answer.body);
    },

    async geocode({ query }) {
      const request = query.q !== undefined ? { q: query.q, limit: query.limit } : { lat: query.lat!, lng: query.lng!, limit: query.limit };
      return { results: await searchLocations(request) };
    },
  };
}
