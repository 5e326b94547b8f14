import { bindInternalContract, DomainError, type ServiceRuntime } from '@rto/kit';
import type { Express } from 'express';
import type { z } from 'zod';
import { deliveryScheduleOf, type SchedulingConfig } from '../config';
import { checkBookable } from '../domain/slots';
import type { BookingRecord } from '../store/booking.repository';
import type { Calendar } from '../store/calendar';
import { schedulingInternalContract, type internalBooking } from '@rto/contracts';

const NO_BOOKING = 'This order has no delivery booked';

function present(booking: BookingRecord): z.input<typeof internalBooking> {
  return {
    ...booking,
    bookedAt: booking.bookedAt.toISOString(),
    releasedAt: booking.releasedAt ? booking.releasedAt.toISOString() : null,
  };
}

/**
 * For other services only (never routed by the gateway; a service credential is required): order claims a slot at
 * checkout and releases it when the order is cancelled (docs/architecture.md). Also serves the internal API's document
 * at GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, runtime: ServiceRuntime<SchedulingConfig>, calendar: Calendar): void {
  const schedule = deliveryScheduleOf(runtime.config);
  bindInternalContract(
    app,
    schedulingInternalContract,
    {
      async claimSlot({ body, res }) {
        try {
          checkBookable(body, schedule, new Date());
        } catch (error) {
          // The slot rules' refusals are declared (422): the caller passes them on to its customer as they are.
          if (error instanceof DomainError && error.kind === 'invalid') throw new DomainError('unprocessable', error.message);
          throw error;
        }
        const { booking, created } = await calendar.claim(body);
        const answer = { booking: present(booking) };
        // A retried claim of the same order for the same slot: the same booking, nothing new (200, not 201).
        if (!created) res.status(200).json(answer);
        return answer;
      },

      async releaseSlot({ params }) {
        const outcome = await calendar.release(params.orderId);
        if (!outcome) throw new DomainError('not-found', NO_BOOKING);
        return { booking: present(outcome.booking) };
      },

      async bookingOf({ params }) {
        const booking = await calendar.bookingOf(params.orderId);
        if (!booking) throw new DomainError('not-found', NO_BOOKING);
        return { booking: present(booking) };
      },
    },
    { service: 'scheduling', settings: runtime.config },
  );
}
