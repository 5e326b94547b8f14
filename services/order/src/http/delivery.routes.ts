import { callerOf, type HandlersOf } from '@rto/kit';
import type { MarkDelivered } from '../app/mark-delivered';
import type { MarkMissed } from '../app/mark-missed';
import type { RescheduleDelivery } from '../app/reschedule-delivery';
import type { orderDeliveryContract } from './delivery-contract';
import { presentOrder } from './present';

/** The delivery visit: the admin's marks, and the customer's reschedule keyed by the verified caller id. */
export function orderDeliveryHandlers(deps: { markDelivered: MarkDelivered; markMissed: MarkMissed; rescheduleDelivery: RescheduleDelivery }): HandlersOf<typeof orderDeliveryContract> {
  return {
    async markDelivered({ params, body }) {
      const order = await deps.markDelivered(params.orderId, { technician: body.technician, note: body.note ?? '' });
      return { message: 'Delivery marked made', order: presentOrder(order) };
    },

    async markMissed({ params, body }) {
      return { message: 'Delivery marked missed', order: presentOrder(await deps.markMissed(params.orderId, body.note ?? '')) };
    },

    async rescheduleDelivery({ req, params, body }) {
      const order = await deps.rescheduleDelivery(callerOf(req).id, params.orderId, body);
      return { message: 'Delivery rescheduled', order: presentOrder(order) };
    },
  };
}
