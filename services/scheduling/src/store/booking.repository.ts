import { changeUnderRevision, DomainError, isDuplicateKeyError, newEvent, trusted, type Connection } from '@rto/kit';
import { compareSlots, SLOT_TAKEN_MESSAGE } from '../domain/slots';
import { deliveryBooked, deliveryReleased } from '@rto/contracts';
import type { BookedSlot } from './availability.cache';
import { bookingModel, type BookingDocument, type BookingKind } from './booking.model';

const SOURCE = 'scheduling';
const MAX_ATTEMPTS = 5;
const BUSY = 'This booking is being changed by another request, please try again';

export interface Position {
  lat: number;
  lng: number;
}

/** A booking as the rest of the service sees it: a plain object, never a mongoose document. */
export interface BookingRecord {
  /** The visit that holds (held) the slot: a delivery's is its order's id. */
  visitId: string;
  kind: BookingKind;
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
  /** Absent for the order's delivery (its visit id is the order's id); a repair's or pickup's id of its own. */
  visitId?: string | undefined;
  kind?: BookingKind | undefined;
}

/** The visit a claim is for: the order's delivery unless it names another. */
export const visitOf = (request: Pick<ClaimRequest, 'orderId' | 'visitId'>): string => request.visitId ?? request.orderId;
const kindOf = (request: Pick<ClaimRequest, 'kind'>): BookingKind => request.kind ?? 'delivery';

function toRecord(stored: BookingDocument): BookingRecord {
  const location = stored.location && typeof stored.location.lat === 'number' && typeof stored.location.lng === 'number' ? { lat: stored.location.lat, lng: stored.location.lng } : null;
  return {
    // A booking stored before visits had ids is its order's delivery (and is given them at start, see booking.migration.ts).
    visitId: stored.visitId ?? stored.orderId,
    kind: (stored.kind as BookingKind | undefined) ?? 'delivery',
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

/** The stored booking of the request's visit, which must be the requesting customer's, for the same order and kind. */
function ownBooking(stored: BookingDocument | null, request: ClaimRequest): BookingDocument {
  if (!stored) throw new Error(`booking of visit ${visitOf(request)} vanished`);
  if (stored.customerId !== request.customerId) throw new DomainError('conflict', 'This order belongs to another customer');
  if (stored.orderId !== request.orderId || toRecord(stored).kind !== kindOf(request)) throw new DomainError('conflict', 'This visit id is already used by another visit');
  return stored;
}

/** The refusal of a second slot for a visit that holds one, in the words of its kind. */
function holdsAnother(stored: BookingDocument): DomainError {
  const what = toRecord(stored).kind === 'delivery' ? 'This order already has a delivery booked' : `This ${toRecord(stored).kind} visit is already booked`;
  return new DomainError('conflict', `${what} for ${stored.deliveryDate} at ${stored.deliveryTime}; release it first`);
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

  // The kind goes with every fact: a consumer that takes delivery.booked for the order's delivery skips the others.
  const factsOf = (booking: Pick<ClaimRequest, 'orderId' | 'customerId' | 'deliveryDate' | 'deliveryTime' | 'visitId' | 'kind'>) => ({
    orderId: booking.orderId,
    customerId: booking.customerId,
    deliveryDate: booking.deliveryDate,
    deliveryTime: booking.deliveryTime,
    visitId: visitOf(booking),
    kind: kindOf(booking),
  });

  /** A claim by a visit that already has a booking: the same slot again is that booking; a released one is taken up again. */
  async function claimAgain(request: ClaimRequest, now: Date): Promise<{ booking: BookingRecord; created: boolean }> {
    try {
      return await changeUnderRevision<BookingDocument, { booking: BookingRecord; created: boolean }>(
        Booking,
        { visitId: visitOf(request) },
        (found) => {
          const stored = ownBooking(found, request);
          if (stored.status === 'active') {
            if (holdsSlot(stored, request)) return { unchanged: { booking: toRecord(stored), created: false } };
            throw holdsAnother(stored);
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
     * Books the slot for the visit. Resolves `created: false` when the visit already holds this very slot (a
     * retried claim); refuses (409) a slot another visit holds, whatever its kind, and a second slot for a visit holding one.
     */
    async claim(request: ClaimRequest, now = new Date()): Promise<{ booking: BookingRecord; created: boolean }> {
      const visitId = visitOf(request);
      if (!(await Booking.exists({ visitId }))) {
        const fields = { visitId, kind: kindOf(request), orderId: request.orderId, customerId: request.customerId, ...holding(request, now) };
        try {
          await Booking.create({ ...fields, revision: 1, outbox: [newEvent(SOURCE, deliveryBooked, { ...factsOf(request), revision: 1 })] });
          return { booking: toRecord(fields as BookingDocument), created: true };
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // Refused by one of the two unique indexes: the visit's (the same visit claiming at the same moment,
          // decided below) or the slot's (another visit holds it).
          if (!(await Booking.exists({ visitId }))) throw taken();
        }
      }
      return claimAgain(request, now);
    },

    /**
     * Frees the visit's slot. Resolves `released: false` when it was released already (nothing changes twice),
     * null when the visit never booked one.
     */
    async release(visitId: string, now = new Date()): Promise<{ booking: BookingRecord; released: boolean } | null> {
      if (!(await Booking.exists({ visitId }))) return null;
      return changeUnderRevision<BookingDocument, { booking: BookingRecord; released: boolean }>(
        Booking,
        { visitId },
        (stored) => {
          if (!stored) throw new Error(`booking of visit ${visitId} vanished`);
          if (stored.status === 'released') return { unchanged: { booking: toRecord(stored), released: false } };
          const next = { status: 'released' as const, releasedAs: visitId, releasedAt: now };
          return {
            set: next,
            events: [newEvent(SOURCE, deliveryReleased, factsOf(toRecord(stored)))],
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
      if (!(await Booking.exists({ visitId: visitOf(request) }))) return null;
      try {
        return await changeUnderRevision<BookingDocument, { booking: BookingRecord; moved: boolean }>(
          Booking,
          { visitId: visitOf(request) },
          (found) => {
            const stored = ownBooking(found, request);
            if (holdsSlot(stored, request)) return { unchanged: { booking: toRecord(stored), moved: false } };
            const active = stored.status === 'active';
            const next = { ...holding({ ...request, locationName: stored.locationName ?? undefined, location: stored.location as Position | undefined }, now) };
            const events = [...(active ? [newEvent(SOURCE, deliveryReleased, factsOf(toRecord(stored)))] : []), newEvent(SOURCE, deliveryBooked, factsOf(request))];
            return { set: next, events, result: { booking: toRecord({ ...stored, ...next } as BookingDocument), moved: true } };
          },
          { maxAttempts: MAX_ATTEMPTS, busyMessage: BUSY },
        );
      } catch (error) {
        if (isDuplicateKeyError(error)) throw taken();
        throw error;
      }
    },

    /** The visit's booking (a delivery's visit id is its order's id). */
    async findByVisit(visitId: string): Promise<BookingRecord | null> {
      const stored = await Booking.findOne({ visitId }).lean<BookingDocument>();
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
