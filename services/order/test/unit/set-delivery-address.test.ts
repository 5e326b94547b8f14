import { ManualClock } from '@rto/kit/testing';
import { createSetDeliveryAddress } from '../../src/app/set-delivery-address';
import { ADDRESS_NOT_CHANGEABLE } from '../../src/domain/delivery-address';
import type { DeliveryAddresses } from '../../src/store/delivery-addresses';
import type { OrderRecord } from '../../src/store/order.repository';

/** PATCH /setDeliveryAddress's "its day gone by" is counted on the store's calendar, as the delivery date is. */

const ADDRESS = { street: '12 Main St', unit: '', city: 'Indianapolis', state: 'IN', zipCode: '46204' };

function addressesOf(order: Partial<OrderRecord>) {
  const stored = { id: 'order-1', status: 'active', deliveryDate: '2030-06-10', ...order } as OrderRecord;
  const written: string[] = [];
  const addresses = {
    placedOrderOf: () => Promise.resolve(stored),
    set: (_userId: string, _orderId: string, _address: unknown, today: string) => {
      written.push(today);
      return Promise.resolve(stored);
    },
  } as unknown as DeliveryAddresses;
  return { addresses, written };
}

describe("a delivery address given on the delivery day's evening", () => {
  it('when it is 21:00 on the delivery day in Indianapolis (already the next day in UTC), then the address is still taken', async () => {
    const { addresses, written } = addressesOf({});
    const setAddress = createSetDeliveryAddress({ addresses, clock: new ManualClock(new Date('2030-06-11T01:00:00Z')) });
    await expect(setAddress('user-1', 'order-1', ADDRESS)).resolves.toMatchObject({ id: 'order-1' });
    expect(written).toEqual(['2030-06-10']);
  });

  it('when the delivery day has gone by in the store, then it is refused', async () => {
    const { addresses, written } = addressesOf({});
    const setAddress = createSetDeliveryAddress({ addresses, clock: new ManualClock(new Date('2030-06-11T05:00:00Z')) });
    await expect(setAddress('user-1', 'order-1', ADDRESS)).rejects.toThrow(ADDRESS_NOT_CHANGEABLE);
    expect(written).toEqual([]);
  });
});
