import type { orderReturned } from '@rto/contracts';
import type { EventOf } from '@rto/kit';
import type { EndRental } from '../app/end-rental';

/** The goods came back: the rental ends, with its final invoice (app/end-rental.ts). */
export function onOrderReturned(endRental: EndRental) {
  return async (event: EventOf<typeof orderReturned>): Promise<void> => {
    const { orderId, returnedAt, condition } = event.data;
    await endRental({ orderId, returnedAt: new Date(returnedAt), condition });
  };
}
