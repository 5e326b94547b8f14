import { schedulingInternalContract, type internalBooking } from '@rto/contracts';
import { bindInternalContract, type ServiceTokenSettings } from '@rto/kit';
import type { Express } from 'express';
import type { z } from 'zod';
import type { ClaimSlot } from '../app/claim-slot';
import type { GetBooking } from '../app/get-booking';
import type { MoveSlot } from '../app/move-slot';
import type { ReleaseSlot } from '../app/release-slot';
import type { BookingRecord } from '../store/booking.repository';

export interface InternalUseCases {
  claimSlot: ClaimSlot;
  releaseSlot: ReleaseSlot;
  moveSlot: MoveSlot;
  getBooking: GetBooking;
}

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
export function mountInternalRoutes(app: Express, { claimSlot, releaseSlot, moveSlot, getBooking }: InternalUseCases, settings: ServiceTokenSettings): void {
  bindInternalContract(
    app,
    schedulingInternalContract,
    {
      async claimSlot({ body, res }) {
        const { booking, created } = await claimSlot(body);
        const answer = { booking: present(booking) };
        // A retried claim of the same order for the same slot: the same booking, nothing new (200, not 201).
        if (!created) res.status(200).json(answer);
        return answer;
      },

      async releaseSlot({ params }) {
        return { booking: present(await releaseSlot(params.orderId)) };
      },

      async moveSlot({ params, body }) {
        return { booking: present(await moveSlot({ ...body, orderId: params.orderId })) };
      },

      async bookingOf({ params }) {
        return { booking: present(await getBooking(params.orderId)) };
      },
    },
    { service: 'scheduling', settings },
  );
}
