import type { EventOf } from '@rto/kit';
import type { orderDeliveryMissed } from '@rto/contracts';
import type { TellDeliveryMissed } from '../app/tell-delivery-missed';

/** A delivery was missed (order): the customer's e-mail and the admin feed's notice. */
export function onDeliveryMissed(tellDeliveryMissed: TellDeliveryMissed) {
  return async (event: EventOf<typeof orderDeliveryMissed>): Promise<void> => {
    await tellDeliveryMissed(event);
  };
}
