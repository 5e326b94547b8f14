import { Types } from 'mongoose';

/** A placed, active order as order stores it, for tests that need many customers' rows fast (no checkout). */
export function storedOrder(user: string, placedAt: Date) {
  return {
    _id: new Types.ObjectId(),
    user,
    status: 'active',
    items: [{ productId: new Types.ObjectId().toHexString(), name: 'Front Load Washer', monthlyPriceCents: 4_000, stockStatus: 'available', photo: '', category: 'washer' }],
    location: { lat: 39.77, lng: -86.16 },
    locationName: 'Indianapolis, Indiana',
    deliveryAddress: null,
    deliveryDate: '2026-01-10',
    deliveryTime: '3:00 PM',
    monthlyTotalCents: 4_000,
    deliveryFeeCents: 2_500,
    todayChargeCents: 6_500,
    subscriptionId: `sub_${new Types.ObjectId().toHexString()}`,
    cancellation: null,
    placedAt,
    checkout: { step: 'done', nextAttemptAt: null, attempts: 0, leaseBy: null, leaseUntil: null, wake: 0, billingDeadline: null, problem: null },
    revision: 2,
    outbox: [],
    createdAt: placedAt,
    updatedAt: placedAt,
  };
}
