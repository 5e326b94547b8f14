import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import { schedulingInternalContract, type internalBooking } from '@rto/contracts';
import type { z } from 'zod';

export interface SlotClaim {
  orderId: string;
  customerId: string;
  deliveryDate: string;
  deliveryTime: string;
  locationName?: string | undefined;
  location: { lat: number; lng: number };
}

/** What scheduling said to a claim: the slot is the order's, or refused with scheduling's words. */
export type ClaimOutcome = { claimed: true } | { claimed: false; status: 409 | 422; error: string };

/** A repair or a pickup at an order's address, booked on the crew's calendar that deliveries share. */
export interface VisitClaim {
  /** The caller's own id for the visit (a ticket's id, a return's): one booking per visit id. */
  visitId: string;
  kind: 'repair' | 'pickup';
  orderId: string;
  customerId: string;
  /** YYYY-MM-DD, in the delivery time zone. */
  visitDate: string;
  /** One of the 12 slot labels, e.g. '3:00 PM'. */
  visitTime: string;
}

/** A booking as scheduling answers it: `visitId`, `kind`, and the slot in `deliveryDate`/`deliveryTime` whatever the kind. */
export type VisitBooking = z.infer<typeof internalBooking>;

/**
 * What scheduling said to a visit's claim: booked (the same booking for the same visit and slot again), or refused
 * with scheduling's words: 409 the slot is taken (by any visit, a delivery too) or the visit holds another slot, 422
 * the slot rules (lead time included), as for a delivery.
 */
export type VisitOutcome = { claimed: true; booking: VisitBooking } | { claimed: false; status: 409 | 422; error: string };

export interface SchedulingClient {
  claim(claim: SlotClaim): Promise<ClaimOutcome>;
  /** Frees the order's slot; an order that holds none is as good as released. */
  release(orderId: string): Promise<void>;
  /** Moves the order's booking to another slot (a reschedule: the new one held before the old one is freed). */
  move(orderId: string, slot: { customerId: string; deliveryDate: string; deliveryTime: string }): Promise<ClaimOutcome | { claimed: false; status: 404; error: string }>;
  /** Books a repair's or pickup's slot (idempotent per visit id and slot). */
  claimVisit(visit: VisitClaim): Promise<VisitOutcome>;
  /** Frees a repair's or pickup's slot; a visit never booked is as good as released. */
  releaseVisit(visitId: string): Promise<void>;
  /** A repair's or pickup's booking (active or released), or null when none was ever booked under the id. */
  visitOf(visitId: string): Promise<{ booking: VisitBooking } | null>;
}

/** Claims and releases delivery slots on scheduling's internal API, idempotent per order id on scheduling's side. */
export function createSchedulingClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): SchedulingClient {
  const client = createInternalClient({ callee: 'scheduling', caller: 'order', ...options });
  return {
    async claim(claim) {
      const answer = await client.call(schedulingInternalContract.claimSlot, { body: claim });
      return answer.ok ? { claimed: true } : { claimed: false, status: answer.status, error: answer.error };
    },

    async move(orderId, slot) {
      const answer = await client.call(schedulingInternalContract.moveSlot, { params: { orderId }, body: slot });
      return answer.ok ? { claimed: true } : { claimed: false, status: answer.status, error: answer.error };
    },

    async release(orderId) {
      await client.call(schedulingInternalContract.releaseSlot, { params: { orderId } });
    },

    async claimVisit(visit) {
      const answer = await client.call(schedulingInternalContract.claimVisit, { body: visit });
      return answer.ok ? { claimed: true, booking: answer.data.booking } : { claimed: false, status: answer.status, error: answer.error };
    },

    async releaseVisit(visitId) {
      await client.call(schedulingInternalContract.releaseVisit, { params: { visitId } });
    },

    async visitOf(visitId) {
      const answer = await client.call(schedulingInternalContract.visitOf, { params: { visitId } });
      return answer.ok ? { booking: answer.data.booking } : null;
    },
  };
}
