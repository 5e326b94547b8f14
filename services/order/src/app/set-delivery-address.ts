import type { AddressFields } from '@rto/contracts';
import { DomainError, storeDateOf, type Clock } from '@rto/kit';
import { STORE_TIME_ZONE } from '@rto/rules';
import { ADDRESS_NOT_CHANGEABLE, addressChangeRefusal } from '../domain/delivery-address';
import type { DeliveryAddresses } from '../store/delivery-addresses';
import type { OrderRecord } from '../store/order.repository';

export const ORDER_NOT_FOUND = 'Order not found';

export interface SetDeliveryAddressDeps {
  addresses: DeliveryAddresses;
  clock: Clock;
}

/**
 * PATCH /setDeliveryAddress/{orderId}: the customer gives (or corrects) the street address of their own order,
 * placed without one by another client ("address needed"). Another customer's order is not found, not forbidden:
 * its id tells nothing. 409 once the delivery can no longer change (cancelled, completed, its day gone by).
 */
export function createSetDeliveryAddress(deps: SetDeliveryAddressDeps) {
  return async (userId: string, orderId: string, address: AddressFields): Promise<OrderRecord> => {
    const order = await deps.addresses.placedOrderOf(userId, orderId);
    if (!order) throw new DomainError('not-found', ORDER_NOT_FOUND);
    // The store's date, as delivery dates are: UTC's is already tomorrow on a delivery day's evening in Indianapolis.
    const today = storeDateOf(deps.clock.now(), STORE_TIME_ZONE);
    const refusal = addressChangeRefusal(order, today);
    if (refusal) throw new DomainError('conflict', refusal);
    const updated = await deps.addresses.set(userId, orderId, address, today);
    // Cancelled (say) between the read and the write.
    if (!updated) throw new DomainError('conflict', ADDRESS_NOT_CHANGEABLE);
    return updated;
  };
}

export type SetDeliveryAddress = ReturnType<typeof createSetDeliveryAddress>;
