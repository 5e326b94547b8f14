import type { EventOf } from '@rto/kit';
import type { orderReturnBooked } from '@rto/contracts';
import type { TellPickupBooked } from '../app/tell-pickup-booked';

/** A pickup was booked (order): the admin feed's notice, and the customer's e-mail when an admin booked it. */
export function onReturnBooked(tellPickupBooked: TellPickupBooked) {
  return async (event: EventOf<typeof orderReturnBooked>): Promise<void> => {
    await tellPickupBooked(event);
  };
}
