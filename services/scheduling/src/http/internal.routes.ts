import { schedulingInternalContract, type internalBooking } from '@rto/contracts';
import { bindInternalContract, type ServiceTokenSettings } from '@rto/kit';
import type { Express, Response } from 'express';
import type { z } from 'zod';
import type { ClaimSlot } from '../app/claim-slot';
import type { ClaimVisit } from '../app/claim-visit';
import type { GetBooking } from '../app/get-booking';
import type { GetVisit } from '../app/get-visit';
import type { MoveSlot } from '../app/move-slot';
import type { ReleaseSlot } from '../app/release-slot';
import type { ReleaseVisit } from '../app/release-visit';
import type { BookingRecord } from '../store/booking.repository';

export interface InternalUseCases {
  claimSlot: ClaimSlot;
  releaseSlot: ReleaseSlot;
  moveSlot: MoveSlot;
  getBooking: GetBooking;
  claimVisit: ClaimVisit;
  releaseVisit: ReleaseVisit;
  getVisit: GetVisit;
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
 * checkout and releases it when the order is cancelled (docs/architecture.md), and books its repairs and pickups as
 * visits on the same calendar. Also serves the internal API's document
 * at GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, useCases: InternalUseCases, settings: ServiceTokenSettings): void {
  const { claimSlot, releaseSlot, moveSlot, getBooking, claimVisit, releaseVisit, getVisit } = useCases;
  /** 201 for a new booking; a retried claim of the same visit for the same slot: the same booking, nothing new (200). */
  const claimed = ({ booking, created }: { booking: BookingRecord; created: boolean }, res: Response) => {
    const answer = { booking: present(booking) };
    if (!created) res.status(200).json(answer);
    return answer;
  };
  bindInternalContract(
    app,
    schedulingInternalContract,
    {
      async claimSlot({ body, res }) {
        return claimed(await claimSlot(body), res);
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

      async claimVisit({ body, res }) {
        return claimed(await claimVisit(body), res);
      },

      async releaseVisit({ params }) {
        return { booking: present(await releaseVisit(params.visitId)) };
      },

      async visitOf({ params }) {
        return { booking: present(await getVisit(params.visitId)) };
      },
    },
    { service: 'scheduling', settings },
  );
}
