import { DomainError, type Clock } from '@rto/kit';
import { checkBookable, type DeliverySchedule } from '../domain/slots';
import type { BookingRecord, ClaimRequest } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';

export interface ClaimSlotDeps {
  calendar: Calendar;
  schedule: DeliverySchedule;
  clock: Clock;
}

/** The slot rules' refusal of a choice, as unprocessable (422): words the caller passes on to its customer. */
export function refuseUnbookable(request: ClaimRequest, schedule: DeliverySchedule, now: Date): void {
  asUnprocessable(() => checkBookable(request, schedule, now));
}

/** Runs a slot rule: its refusals (invalid) are declared unprocessable (422), passed on to the customer as they are. */
export function asUnprocessable(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') throw new DomainError('unprocessable', error.message);
    throw error;
  }
}

/**
 * Books an order's delivery slot (order claims it at checkout). The slot rules' refusals are declared as
 * unprocessable (422): the caller passes them on to its customer as they are. A taken slot is the store's 409.
 * `created` is false for a retried claim of the same order for the same slot: the same booking, nothing new.
 */
export function createClaimSlot({ calendar, schedule, clock }: ClaimSlotDeps) {
  return async (request: ClaimRequest): Promise<{ booking: BookingRecord; created: boolean }> => {
    const now = clock.now();
    refuseUnbookable(request, schedule, now);
    return calendar.claim(request, now);
  };
}

export type ClaimSlot = ReturnType<typeof createClaimSlot>;
