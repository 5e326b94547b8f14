import type { Clock } from '@rto/kit';
import type { DeliverySchedule } from '../domain/slots';
import type { BookingRecord } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';
import { createClaimSlot } from './claim-slot';

export interface ClaimVisitDeps {
  calendar: Calendar;
  schedule: DeliverySchedule;
  clock: Clock;
}

/** A repair or a pickup at an order's address, as order asks for it (the visit's id is the caller's: a ticket, a return). */
export interface VisitRequest {
  visitId: string;
  kind: 'repair' | 'pickup';
  orderId: string;
  customerId: string;
  /** YYYY-MM-DD, in the delivery time zone. */
  visitDate: string;
  visitTime: string;
}

/**
 * Books a repair's or a pickup's slot on the crew's one calendar: the very rules of a delivery's claim (slot rules and
 * lead time 422, a slot any visit holds 409, a visit holding another slot 409, the same claim again: the same booking).
 */
export function createClaimVisit(deps: ClaimVisitDeps) {
  const claimSlot = createClaimSlot(deps);
  return (visit: VisitRequest): Promise<{ booking: BookingRecord; created: boolean }> =>
    claimSlot({
      visitId: visit.visitId,
      kind: visit.kind,
      orderId: visit.orderId,
      customerId: visit.customerId,
      deliveryDate: visit.visitDate,
      deliveryTime: visit.visitTime,
    });
}

export type ClaimVisit = ReturnType<typeof createClaimVisit>;
