import { deliveryStateOf } from '../../src/domain/delivery';
import { NOT_DELIVERED, NOT_LIVE, PICKUP_BOOKED, pickupRefusal, RETURNED_ALREADY, returnRefusal, returnStateOf } from '../../src/domain/order-return';
import type { OrderStatus } from '../../src/domain/order-status';

/** Issue 23, item 3: when a pickup may be booked and when the goods may be marked returned. */

const orderOf = (status: OrderStatus, deliveryStatus: string, returnStatus: string | null = null) => ({
  status,
  delivery: deliveryStateOf({ deliveryStatus }),
  return: returnStateOf({ returnStatus }),
});

describe('booking a pickup', () => {
  it.each<OrderStatus>(['active', 'overdue', 'paused'])('when a delivered order is %s, then a pickup may be booked', (status) => {
    expect(pickupRefusal(orderOf(status, 'delivered'))).toBeNull();
  });

  it('when the order is not delivered (pending, scheduled, missed), then refused as not delivered', () => {
    expect(pickupRefusal(orderOf('pending', 'scheduled'))).toBe(NOT_DELIVERED);
    expect(pickupRefusal(orderOf('active', 'scheduled'))).toBe(NOT_DELIVERED);
    expect(pickupRefusal(orderOf('active', 'missed'))).toBe(NOT_DELIVERED);
  });

  it('when the rental ended, a pickup is booked, or it was returned, then refused with why', () => {
    expect(pickupRefusal(orderOf('completed', 'delivered'))).toBe(NOT_LIVE);
    expect(pickupRefusal(orderOf('cancelled', 'scheduled'))).toBe(NOT_LIVE);
    expect(pickupRefusal(orderOf('active', 'delivered', 'booked'))).toBe(PICKUP_BOOKED);
    expect(pickupRefusal(orderOf('completed', 'delivered', 'returned'))).toBe(RETURNED_ALREADY);
  });
});

describe('marking the goods returned', () => {
  it('when a delivered live order is marked, with or without a pickup booked, then it may be; returned already is the same answer', () => {
    expect(returnRefusal(orderOf('overdue', 'delivered'))).toBeNull();
    expect(returnRefusal(orderOf('active', 'delivered', 'booked'))).toBeNull();
    expect(returnRefusal(orderOf('completed', 'delivered', 'returned'))).toBeNull();
  });

  it('when the order is not delivered or ended otherwise (owned, cancelled), then refused', () => {
    expect(returnRefusal(orderOf('active', 'scheduled'))).toBe(NOT_DELIVERED);
    expect(returnRefusal(orderOf('completed', 'delivered'))).toBe(NOT_LIVE);
  });
});
