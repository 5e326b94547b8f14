import type { EventOf } from '@rto/kit';
import type { orderReturned } from '@rto/contracts';
import type { OrderPickupRepository } from '../store/order-pickup.repository';

/** The goods are back (order): the order's pickup happened, so a later ownership drops none. */
export function onOrderReturned(pickups: Pick<OrderPickupRepository, 'recordReturned'>) {
  return async (event: EventOf<typeof orderReturned>): Promise<void> => {
    await pickups.recordReturned(event.data.orderId, new Date(event.data.returnedAt));
  };
}
