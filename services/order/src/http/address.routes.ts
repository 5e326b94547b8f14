import { callerOf, type HandlersOf } from '@rto/kit';
import type { SetDeliveryAddress } from '../app/set-delivery-address';
import type { orderAddressContract } from './address-contract';
import { presentOrder } from './present';

/** The customer's own order's street address: keyed by the verified caller id, never by anything sent. */
export function orderAddressHandlers(setDeliveryAddress: SetDeliveryAddress): HandlersOf<typeof orderAddressContract> {
  return {
    async setDeliveryAddress({ req, params, body }) {
      const order = await setDeliveryAddress(callerOf(req).id, params.orderId, body.deliveryAddress);
      return { message: 'Delivery address saved', order: presentOrder(order) };
    },
  };
}
