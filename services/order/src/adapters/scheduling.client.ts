import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import { schedulingInternalContract } from '@rto/contracts';

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

export interface SchedulingClient {
  claim(claim: SlotClaim): Promise<ClaimOutcome>;
  /** Frees the order's slot; an order that holds none is as good as released. */
  release(orderId: string): Promise<void>;
  /** Moves the order's booking to another slot (a reschedule: the new one held before the old one is freed). */
  move(orderId: string, slot: { customerId: string; deliveryDate: string; deliveryTime: string }): Promise<ClaimOutcome | { claimed: false; status: 404; error: string }>;
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
  };
}
