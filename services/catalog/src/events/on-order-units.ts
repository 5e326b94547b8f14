import type { EventOf } from '@rto/kit';
import type { orderCancelled, orderDelivered } from '@rto/contracts';
import type { FreeUnits } from '../app/free-units';
import type { RentUnits } from '../app/rent-units';

/** A cancelled order's reserved units go back on the shelf (heard again: it holds none, nothing changes). */
export function onOrderCancelled(freeUnits: FreeUnits) {
  return async (event: EventOf<typeof orderCancelled>): Promise<void> => {
    await freeUnits(event.data.orderId);
  };
}

/** A delivered order's reserved units are in the customer's home (heard again: none reserved, nothing changes). */
export function onOrderDelivered(rentUnits: RentUnits) {
  return async (event: EventOf<typeof orderDelivered>): Promise<void> => {
    await rentUnits(event.data.orderId);
  };
}
