import type { EventOf } from '@rto/kit';
import type { orderReturned, rentalOwned } from '@rto/contracts';
import type { HandOverUnits } from '../app/hand-over-units';
import type { ReturnUnits } from '../app/return-units';

/** A returned order's units come back: on the shelf, or in maintenance when damaged (heard again: nothing changes). */
export function onOrderReturned(returnUnits: ReturnUnits) {
  return async (event: EventOf<typeof orderReturned>): Promise<void> => {
    await returnUnits(event.data.orderId, event.data.condition);
  };
}

/** An owned rental's units are the customer's: they leave the store's counts (heard again: nothing changes). */
export function onRentalOwned(handOverUnits: HandOverUnits) {
  return async (event: EventOf<typeof rentalOwned>): Promise<void> => {
    await handOverUnits(event.data.orderId);
  };
}
