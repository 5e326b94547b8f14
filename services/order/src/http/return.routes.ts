import { callerOf, type HandlersOf } from '@rto/kit';
import type { MarkReturned } from '../app/mark-returned';
import type { RequestReturn } from '../app/request-return';
import type { SchedulePickup } from '../app/schedule-pickup';
import type { orderReturnContract } from './return-contract';
import { presentOrder } from './present';

/** The return: the customer's pickup keyed by the verified caller id, the admin's pickup and mark. */
export function orderReturnHandlers(deps: { requestReturn: RequestReturn; schedulePickup: SchedulePickup; markReturned: MarkReturned }): HandlersOf<typeof orderReturnContract> {
  return {
    async requestReturn({ req, params, body }) {
      const order = await deps.requestReturn(callerOf(req).id, params.orderId, body);
      return { message: 'Pickup booked', order: presentOrder(order) };
    },

    async schedulePickup({ params, body }) {
      return { message: 'Pickup booked', order: presentOrder(await deps.schedulePickup(params.orderId, body)) };
    },

    async markReturned({ params, body }) {
      const order = await deps.markReturned(params.orderId, { condition: body.condition, note: body.note ?? '' });
      return { message: 'Order marked returned', order: presentOrder(order) };
    },
  };
}
