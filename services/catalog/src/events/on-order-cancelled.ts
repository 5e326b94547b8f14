import type { EventOf } from '@rto/kit';
import type { orderCancelled } from '@rto/contracts';
import type { FreeUnits } from '../app/free-units';

/** A cancelled order's reserved units go back on the shelf (heard again: it holds none, nothing changes). */
export function onOrderCancelled(freeUnits: FreeUnits) {
  return async (event: EventOf<typeof orderCancelled>): Promise<void> => {
    await freeUnits(event.data.orderId);
  };
}
