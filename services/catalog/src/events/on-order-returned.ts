import type { EventOf } from '@rto/kit';
import type { orderReturned } from '@rto/contracts';
import type { ReturnUnits } from '../app/return-units';

/** A returned order's units come back: on the shelf, or in maintenance when damaged (heard again: nothing changes). */
export function onOrderReturned(returnUnits: ReturnUnits) {
  return async (event: EventOf<typeof orderReturned>): Promise<void> => {
    await returnUnits(event.data.orderId, event.data.condition);
  };
}
