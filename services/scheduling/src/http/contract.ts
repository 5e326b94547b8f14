import { defineContract } from '@rto/kit';
import { z } from 'zod';
import { GEOCODE_KINDS, MAX_GEOCODE_RESULTS, MAX_QUERY_LENGTH } from '../domain/geocoding';
import { SLOT_LABELS } from '../domain/slots';

/**
 * scheduling's public API: GET /verifyCalandar is the spec's (section 7, letter for letter, its spelling
 * included); GET /geocode is ours, so that the browser never holds a maps key (docs/architecture.md). Handlers parse
 * with these schemas and the gateway's OpenAPI document is built from them.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const slotLabel = z.enum(SLOT_LABELS as [string, ...string[]]).describe("One of the 12 hourly slots, e.g. '3:00 PM'");

export const calendarView = z.object({
  orders: z
    .array(z.object({ deliveryDate: isoDate.describe('YYYY-MM-DD'), deliveryTime: slotLabel }))
    .describe('Every booked slot from firstDay (the end of the lead time, in the delivery time zone) to lastDay, by date and time; nothing about who booked it'),
  today: isoDate.describe("Today's date in the delivery time zone: earlier dates are past"),
  firstDay: isoDate.describe('The first date a delivery can be booked for (the end of the lead time): earlier dates are never offered'),
  leadHours: z.number().int().min(0).describe('The notice a delivery needs, in hours (24: deliveries from tomorrow on)'),
  lastDay: isoDate.describe('The last date a delivery can be booked for'),
  timeZone: z.string().describe("The delivery time zone (IANA), e.g. 'America/Indiana/Indianapolis': slot hours are its hours"),
  deliveryDays: z.array(z.number().int().min(0).max(6)).describe('The weekdays with deliveries, 0 = Sunday .. 6 = Saturday'),
  slots: z.array(slotLabel).describe("The 12 slot labels of a day, in order: '8:00 AM' .. '7:00 PM'"),
});

/** A decimal number in the query string, within ±limit ('' or 'abc' is refused, never read as 0). */
const coordinate = (name: 'lat' | 'lng', limit: number, what: string) => {
  const message = `${name} must be a ${what} between -${limit} and ${limit}`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d{1,12})?$/, message)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, message)
    .optional();
};

export const geocodeQuery = z
  .object({
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .min(1, 'Please type a place to search for')
      .max(MAX_QUERY_LENGTH, `A search must be at most ${MAX_QUERY_LENGTH} characters`)
      .optional()
      .describe('Forward search: a city, a ZIP code, "City, ST", a neighbourhood or an address'),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${MAX_GEOCODE_RESULTS}` })
      .int(`limit must be a whole number from 1 to ${MAX_GEOCODE_RESULTS}`)
      .min(1, `limit must be a whole number from 1 to ${MAX_GEOCODE_RESULTS}`)
      .max(MAX_GEOCODE_RESULTS, `limit must be a whole number from 1 to ${MAX_GEOCODE_RESULTS}`)
      .default(MAX_GEOCODE_RESULTS)
      .describe(`At most this many results (1 to ${MAX_GEOCODE_RESULTS}, default ${MAX_GEOCODE_RESULTS})`),
    lat: coordinate('lat', 90, 'latitude').describe('Reverse lookup: latitude (with lng)'),
    lng: coordinate('lng', 180, 'longitude').describe('Reverse lookup: longitude (with lat)'),
  })
  .superRefine((query, ctx) => {
    const position = query.lat !== undefined || query.lng !== undefined;
    if (query.q !== undefined && position) ctx.addIssue({ code: 'custom', message: 'Search by text (q) or by position (lat and lng), not both' });
    else if (query.q === undefined && !position) ctx.addIssue({ code: 'custom', message: 'Give a place to search for (q) or a position (lat and lng)' });
    else if (position && (query.lat === undefined || query.lng === undefined)) ctx.addIssue({ code: 'custom', message: 'A position needs both lat and lng' });
  });

export const geocodeResult = z.object({
  id: z.string().describe('Stable id of the place'),
  name: z.string().describe("The place's own name, e.g. 'Indianapolis' or '46204'"),
  placeName: z.string().describe("The full name to show, e.g. 'Indianapolis, Indiana, United States'"),
  lat: z.number(),
  lng: z.number(),
  kind: z.enum(GEOCODE_KINDS),
});

export const schedulingContract = defineContract({
  verifyCalandar: {
    method: 'get',
    path: '/verifyCalandar',
    access: 'customer',
    tag: 'Delivery',
    summary: 'The booked delivery slots from today on (no one else’s details), with the delivery calendar’s rules',
    response: calendarView,
  },
  geocode: {
    method: 'get',
    path: '/geocode',
    access: 'customer',
    tag: 'Delivery',
    summary: 'Find a delivery place: ?q= searches (up to 8 results), ?lat=&lng= gives the nearest places first',
    query: geocodeQuery,
    response: z.object({ results: z.array(geocodeResult).max(MAX_GEOCODE_RESULTS) }),
  },
});
