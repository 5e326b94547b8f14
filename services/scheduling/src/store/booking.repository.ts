import { changeUnderRevision, DomainError, isDuplicateKeyError, newEvent, trusted, type Connection } from '@rto/kit';
import { compareSlots, SLOT_TAKEN_MESSAGE } from '../domain/slots';
import { deliveryBooked, deliveryReleased } from '@rto/contracts';
import type { BookedSlot } from './availability.cache';
import { bookingModel, type BookingDocument } from './booking.model';

const SOURCE = 'scheduling';
const MAX_ATTEMPTS = 5;
const BUSY = 'This booking is being changed by another request, please try again';

export interface Position {
  lat: number;
  lng: number;
}

/** A booking as the rest of the service sees it: a plain object, never a mongoose document. */
export interface BookingRecord {
  orderId: string;
  customerId: string;
  deliveryDate: string;
  deliveryTime: string;
  status: 'active' | 'released';
  locationName: string | null;
  location: Position | null;
  bookedAt: Date;
  releasedAt: Date | null;
}

export interface ClaimRequest {
  orderId: string;
  customerId: string;
  deliveryDate: string;
  deliveryTime: string;
  locationName?: string | undefined;
  location?: Position | undefined;
}

function toRecord(stored: BookingDocument): BookingRecord {
  const location = stored.location && typeof stored.location.lat === 'number' && typeof stored.location.lng === 'number' ? { lat: stored.location.lat, lng: stored.location.lng } : null;
  return {
    orderId: stored.orderId,
    customerId: stored.customerId,
    deliveryDate: stored.deliveryDate,
    deliveryTime: stored.deliveryTime,
    status: stored.status === 'released' ? 'released' : 'active',
    locationName: stored.locationName ?? null,
    location,
    bookedAt: stored.bookedAt,
    releasedAt: stored.releasedAt ?? null,
  };
}

const taken = () => new DomainError('conflict', SLOT_TAKEN_MESSAGE);

/** The stored booking of the request's order, which must be the requesting customer's. */
function ownBooking(stored: BookingDocument | null, request: ClaimRequest): BookingDocument {
  if (!stored) throw new Error(`booking of order ${request.orderId} vanished`);
  if (stored.customerId !== request.customerId) throw new DomainError('conflict', 'This order belongs to another customer');
  return stored;
}

/** The booking holds the very slot asked for. */
const holdsSlot = (stored: BookingDocument, request: ClaimRequest) =>
  stored.status === 'active' && stored.deliveryDate === request.deliveryDate && stored.deliveryTime === request.deliveryTime;

/** The fields of a booking that holds the requested slot from `now`: a new one, or a released one taken up again. */
function holding(request: ClaimRequest, now: Date) {
  return {
    deliveryDate: request.deliveryDate,
    deliveryTime: request.deliveryTime,
    locationName: request.locationName ?? null,
    location: request.location ?? null,
    status: 'active' as const,
    releasedAs: '',
    bookedAt: now,
    releasedAt: null,
  };
}

/**
 * The only code that knows how bookings are stored. A slot is held by at most one active booking: the unique index
 * on date + time (booking.model.ts) refuses a second, whatever the race. Every claim and release carries its event
 * in the same write (outbox).
 */
export function createBookingRepository(connection: Connection) {
  const Booking = bookingModel(connection);

  const factsOf = (booking: Pick<BookingRecord, 'orderId' | 'customerId' | 'deliveryDate' | 'deliveryTime'>) => ({
    orderId: booking.orderId,
    customerId: booking.customerId,
    deliveryDate: booking.deliveryDate,
    deliveryTime: booking.deliveryTime,
  });

  /** A claim by an order that already has a booking: the same slot again is that booking; a released one is taken up again. */
  async function claimAgain(request: ClaimRequest, now: Date): Promise<{ booking: BookingRecord; created: boolean }> {
    try {
      return await changeUnderRevision<BookingDocument, { booking: BookingRecord; created: boolean }>(
        Booking,
        { orderId: request.orderId },
        (found) => {
          const stored = ownBooking(found, request);
          if (stored.status === 'active') {
            if (holdsSlot(stored, request)) return { unchanged: { booking: toRecord(stored), created: false } };
            throw new DomainError('conflict', `This order already has a delivery booked for ${stored.deliveryDate} at ${stored.deliveryTime}; release it first`);
          }
          const next = holding(request, now);
          return {
            set: next,
            events: [newEvent(SOURCE, deliveryBooked, factsOf(request))],
            result: { booking: toRecord({ ...stored, ...next }), created: true },
          };
        },
        { maxAttempts: MAX_ATTEMPTS, busyMessage: BUSY },
      );
    } catch (error) {
      // The write that would make this booking active again met another active booking of the slot.
      if (isDuplicateKeyError(error)) throw taken();
      throw error;
    }
  }

  return {
    model: Booking,

    /**
     * Books the slot for the order. Resolves `created: false` when the order already holds this very slot (a
     * retried claim); refuses (409) a slot another order holds, and a second slot for an order holding one.
     */
    async claim(request: ClaimRequest, now = new Date()): Promise<{ booking: BookingRecord; created: boolean }> {
      if (!(await Booking.exists({ orderId: request.orderId }))) {
        const fields = { orderId: request.orderId, customerId: request.customerId, ...holding(request, now) };
        try {
          await Booking.create({ ...fields, revision: 1, outbox: [newEvent(SOURCE, deliveryBooked, { ...factsOf(request), revision: 1 })] });
          return { booking: toRecord(fields as BookingDocument), created: true };
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // Refused by one of the two unique indexes: the order's (the same order claiming at the same moment,
          // decided below) or the slot's (another order holds it).
          if (!(await Booking.exists({ orderId: request.orderId }))) throw taken();
        }
      }
      return claimAgain(request, now);
    },

    /**
     * Frees the order's slot. Resolves `released: false` when it was released already (nothing changes twice),
     * null when the order never booked one.
     */
    async release(orderId: string, now = new Date()): Promise<{ booking: BookingRecord; released: boolean } | null> {
      if (!(await Booking.exists({ orderId }))) return null;
      return changeUnderRevision<BookingDocument, { booking: BookingRecord; released: boolean }>(
        Booking,
        { orderId },
        (stored) => {
          if (!stored) throw new Error(`booking of order ${orderId} vanished`);
          if (stored.status === 'released') return { unchanged: { booking: toRecord(stored), released: false } };
          const next = { status: 'released' as const, releasedAs: orderId, releasedAt: now };
          return {
            set: next,
            events: [newEvent(SOURCE, deliveryReleased, factsOf(stored))],
            result: { booking: toRecord({ ...stored, ...next }), released: true },
          };
        },
        { maxAttempts: MAX_ATTEMPTS, busyMessage: BUSY },
      );
    },

    /**
     * Moves the order's booking to another slot in one write (a reschedule): the new slot is held by the same write
     * that frees the old one, so the order is never without a slot and a taken slot (the unique index) changes
     * nothing (409). A released booking (a missed delivery) is taken up again. The same slot again: unchanged.
     */
    async move(request: ClaimRequest, now = new Date()): Promise<{ booking: BookingRecord; moved: boolean } | null> {
      if (!(await Booking.exists({ orderId: request.orderId }))) return null;
      try {
        return await changeUnderRevision<BookingDocument, { booking: BookingRecord; moved: boolean }>(
          Booking,
          { orderId: request.orderId },
          (found) => {
            const stored = ownBooking(found, request);
            if (holdsSlot(stored, request)) return { unchanged: { booking: toRecord(stored), moved: false } };
            const active = stored.status === 'active';
            const next = { ...holding({ ...request, locationName: stored.locationName ?? undefined, location: stored.location as Position | undefined }, now) };
            const events = [...(active ? [newEvent(SOURCE, deliveryReleased, factsOf(stored))] : []), newEvent(SOURCE, deliveryBooked, factsOf(request))];
            return { set: next, events, result: { booking: toRecord({ ...stored, ...next } as BookingDocument), moved: true } };
          },
          { maxAttempts: MAX_ATTEMPTS, busyMessage: BUSY },
        );
      } catch (error) {
        if (isDuplicateKeyError(error)) throw taken();
        throw error;
      }
    },

    async findByOrder(orderId: string): Promise<BookingRecord | null> {
      const stored = await Booking.findOne({ orderId }).lean<BookingDocument>();
      return stored ? toRecord(stored) : null;
    },

    /** The slots held by active bookings from `from` to `to` (YYYY-MM-DD, both included), in date and hour order. */
    async bookedBetween(from: string, to: string): Promise<BookedSlot[]> {
      const found = await Booking.find({ deliveryDate: trusted({ $gte: from, $lte: to }), releasedAs: '' }, { _id: 0, deliveryDate: 1, deliveryTime: 1 }).lean<BookedSlot[]>();
      return found.map((slot) => ({ deliveryDate: slot.deliveryDate, deliveryTime: slot.deliveryTime })).sort(compareSlots);
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
