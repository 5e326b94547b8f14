import { defineInternalContract, optionalText } from '@rto/kit';
import { z } from 'zod';
import { DATE_MESSAGE, SLOT_LABELS, SLOT_MESSAGE } from '../vocabulary';

/**
 * scheduling's internal API: what other services (order, at checkout and on cancellation) may ask it, with a
 * service credential, on paths the gateway never routes (docs/architecture.md). The handlers parse with these schemas,
 * callers check scheduling's answers with them, and scheduling serves the document built from them at
 * GET /internal/openapi.json.
 */

const id = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(64, `${what} must be at most 64 characters`)
    .regex(/^[A-Za-z0-9_.:-]+$/, `${what} may hold only letters, digits and _ . : -`);

/** What the crew comes for: one calendar, one visit a slot, whatever its kind. */
export const BOOKING_KINDS = ['delivery', 'repair', 'pickup'] as const;
/** The kinds booked as visits (POST /internal/visits); a delivery is its order's booking (/internal/bookings). */
export const VISIT_KINDS = ['repair', 'pickup'] as const;

export const internalBooking = z.object({
  visitId: z.string().describe("The visit holding (or that held) the slot: a delivery's is its order's id, a repair's or pickup's the caller's own"),
  kind: z.enum(BOOKING_KINDS).describe('delivery, repair or pickup'),
  orderId: z.string(),
  customerId: z.string(),
  deliveryDate: z.string().describe('YYYY-MM-DD, in the delivery time zone (the day of the visit, whatever its kind)'),
  deliveryTime: z.enum(SLOT_LABELS as [string, ...string[]]).describe("One of the 12 slot labels, e.g. '3:00 PM'"),
  status: z.enum(['active', 'released']).describe('active: the order holds the slot; released: the slot is free again'),
  locationName: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  bookedAt: z.string().describe('ISO time the slot was (last) claimed'),
  releasedAt: z.string().nullable().describe('ISO time the slot was released, or null'),
});

const slotDate = z.string({ error: DATE_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE).describe('YYYY-MM-DD');
const slotTime = z.enum(SLOT_LABELS as [string, ...string[]], { error: SLOT_MESSAGE });

/** The routes about one order's booking: by its id, answering the booking or refusing with 404. */
const byOrder = {
  params: z.object({ orderId: id('An order id') }),
  response: z.object({ booking: internalBooking }),
  refusals: { 404: 'The order never booked a slot' },
} as const;

/** The routes about one repair or pickup: by its visit id, answering its booking or refusing with 404. */
const byVisit = {
  params: z.object({ visitId: id('A visit id') }),
  response: z.object({ booking: internalBooking }),
  refusals: { 404: 'No repair or pickup was ever booked under this visit id (a delivery is its order\'s booking, not a visit)' },
} as const;

export const schedulingInternalContract = defineInternalContract({
  claimSlot: {
    method: 'post',
    path: '/internal/bookings',
    access: 'service',
    tag: 'Bookings',
    summary:
      "Claim a delivery slot for an order: 201 with the booking; the same order claiming the same slot again gets 200 and the same booking. 400 for a date or time that is not one (not YYYY-MM-DD, not one of the 12 slots)",
    status: 201,
    body: z.object({
      orderId: id('An order id'),
      customerId: id('A customer id'),
      deliveryDate: slotDate,
      deliveryTime: slotTime,
      locationName: optionalText('locationName', 300),
      location: z
        .object(
          {
            lat: z.number({ error: 'location.lat must be a latitude between -90 and 90' }).min(-90).max(90),
            lng: z.number({ error: 'location.lng must be a longitude between -180 and 180' }).min(-180).max(180),
          },
          { error: 'location must be an object with lat and lng' },
        )
        .optional(),
    }),
    response: z.object({ booking: internalBooking }),
    refusals: {
      409: "'This time slot is already booked' (another order holds it), or this order already holds another slot (release it first)",
      422: 'The slot rules refuse it, in words for the customer: a past date or slot (in the delivery time zone), a day without deliveries, a date beyond the horizon, a date that does not exist',
    },
  },
  releaseSlot: {
    method: 'delete',
    path: '/internal/bookings/:orderId',
    access: 'service',
    tag: 'Bookings',
    summary: "Release an order's slot (idempotent: releasing again answers the released booking and changes nothing)",
    ...byOrder,
  },
  moveSlot: {
    method: 'patch',
    path: '/internal/bookings/:orderId',
    access: 'service',
    tag: 'Bookings',
    summary:
      "Reschedule an order's delivery: the new slot, under the booking rules and lead time, is held by the same write that frees the old one (a released booking, a missed delivery, is booked again). The same slot again changes nothing",
    params: byOrder.params,
    body: z.object({
      customerId: id('A customer id'),
      deliveryDate: slotDate,
      deliveryTime: slotTime,
    }),
    response: byOrder.response,
    refusals: {
      404: 'The order never booked a slot',
      409: "'This time slot is already booked' (another order holds it: the order keeps its slot), or the order is another customer's",
      422: 'The slot rules refuse it, in words for the customer (a past date, within the lead time, a day without deliveries, beyond the horizon), or the delivery booked is already within the lead time and cannot be moved',
    },
  },
  bookingOf: {
    method: 'get',
    path: '/internal/bookings/:orderId',
    access: 'service',
    tag: 'Bookings',
    summary: "An order's booking, active or released",
    ...byOrder,
  },
  claimVisit: {
    method: 'post',
    path: '/internal/visits',
    access: 'service',
    tag: 'Visits',
    summary:
      "Book a repair or a pickup of an order on the crew's calendar, which deliveries share (one visit a slot, whatever its kind): 201 with the booking; the same visit claiming the same slot again gets 200 and the same booking. 400 for a date or time that is not one",
    status: 201,
    body: z.object({
      visitId: id('A visit id'),
      kind: z.enum(VISIT_KINDS, { error: "kind must be 'repair' or 'pickup'" }),
      orderId: id('An order id'),
      customerId: id('A customer id'),
      visitDate: slotDate,
      visitTime: slotTime,
    }),
    response: z.object({ booking: internalBooking }),
    refusals: {
      409: "'This time slot is already booked' (a delivery, repair or pickup holds it), this visit already holds another slot (release it first), or the visit id is another visit's (another order, customer or kind)",
      422: "The slot rules refuse it, in words for the customer, exactly as for a delivery: a past date or slot, within the lead time, a day without deliveries, beyond the horizon, a date that does not exist",
    },
  },
  releaseVisit: {
    method: 'delete',
    path: '/internal/visits/:visitId',
    access: 'service',
    tag: 'Visits',
    summary: "Release a repair's or pickup's slot (idempotent: releasing again answers the released booking and changes nothing)",
    ...byVisit,
  },
  visitOf: {
    method: 'get',
    path: '/internal/visits/:visitId',
    access: 'service',
    tag: 'Visits',
    summary: "A repair's or pickup's booking, active or released",
    ...byVisit,
  },
});
