import { DomainError } from '@rto/kit';
import { monthsBetween } from '../domain/slots';
import type { AvailabilityCache, BookedSlot, SlotOutcome } from './availability.cache';
import type { BookingKind } from './booking.model';
import { visitOf, type BookingRecord, type BookingRepository, type ClaimRequest } from './booking.repository';

/**
 * The bookings and their availability cache together: every claim and release goes through here, so the cache
 * hears of each change before it is written and learns its outcome before the caller does.
 */
export function createCalendar(bookings: BookingRepository, cache: AvailabilityCache) {
  /** The months' booked slots from the database, for the cache (or instead of it). */
  const load = (months: string[]) => bookings.bookedBetween(`${months[0]}-01`, `${months.at(-1)}-31`);
  let last: { from: string; to: string; parts: BookedSlot[][]; slots: BookedSlot[] } | undefined;

  return {
    /** A visit's booking, of any kind (a delivery's visit id is its order's id). */
    bookingOf: (visitId: string) => bookings.findByVisit(visitId),

    /**
     * Every booked slot from `from` to `to` (YYYY-MM-DD, both included), in date and hour order. While no month of
     * the window changed, the very same list as the last time (its callers may keep what they made of it).
     */
    async booked(from: string, to: string): Promise<BookedSlot[]> {
      const parts = await cache.bookedIn(monthsBetween(from, to), load);
      if (last && last.from === from && last.to === to && last.parts.length === parts.length && last.parts.every((part, index) => part === parts[index])) return last.slots;
      const slots = parts.flat().filter((slot) => slot.deliveryDate >= from && slot.deliveryDate <= to);
      last = { from, to, parts, slots };
      return slots;
    },

    async claim(request: ClaimRequest, now: Date): Promise<{ booking: BookingRecord; created: boolean }> {
      const change = await cache.beginChange(request);
      let outcome: SlotOutcome = 'unknown';
      try {
        const claimed = await bookings.claim(request, now);
        outcome = 'booked';
        return claimed;
      } catch (error) {
        // A refusal (taken, invalid) wrote nothing; anything else may or may not have landed.
        if (error instanceof DomainError) outcome = 'unchanged';
        throw error;
      } finally {
        await change.finish(outcome);
      }
    },

    /** A reschedule: both months' cached slots hear of it (the new slot booked, the old one freed). */
    async move(request: ClaimRequest, now: Date): Promise<{ booking: BookingRecord; moved: boolean } | null> {
      const current = await bookings.findByVisit(visitOf(request));
      if (!current) return null;
      const claim = await cache.beginChange(request);
      const free = current.status === 'active' ? await cache.beginChange(current) : null;
      let outcome: { claim: SlotOutcome; free: SlotOutcome } = { claim: 'unknown', free: 'unknown' };
      try {
        const moved = await bookings.move(request, now);
        outcome = moved?.moved ? { claim: 'booked', free: 'freed' } : { claim: 'unchanged', free: 'unchanged' };
        return moved;
      } catch (error) {
        if (error instanceof DomainError) outcome = { claim: 'unchanged', free: 'unchanged' };
        throw error;
      } finally {
        await claim.finish(outcome.claim);
        await free?.finish(outcome.free);
      }
    },

    /** Frees a visit's slot, when it is one of `kinds` (null otherwise, as for a visit never booked): a kind never changes. */
    async release(visitId: string, now: Date, kinds: readonly BookingKind[]): Promise<{ booking: BookingRecord; released: boolean } | null> {
      const found = await bookings.findByVisit(visitId);
      const current = found && kinds.includes(found.kind) ? found : null;
      if (!current || current.status === 'released') return current ? { booking: current, released: false } : null;
      const change = await cache.beginChange(current);
      let outcome: SlotOutcome = 'unknown';
      try {
        const released = await bookings.release(visitId, now);
        outcome = released?.released ? 'freed' : 'unchanged';
        return released;
      } catch (error) {
        if (error instanceof DomainError) outcome = 'unchanged';
        throw error;
      } finally {
        await change.finish(outcome);
      }
    },
  };
}

export type Calendar = ReturnType<typeof createCalendar>;
