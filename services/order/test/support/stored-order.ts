import { Types } from 'mongoose';

/** What a stored order is made of that tests vary; anything else can be set in `changes`. */
export interface StoredOrderShape {
  status?: string;
  itemName?: string;
  category?: string;
  monthlyTotalCents?: number;
  deliveryFeeCents?: number;
}

/**
 * A placed order as order stores it (one item, checkout done), for tests that need many customers' rows fast or an
 * order in a given state without a checkout. `changes` replaces whole fields (`placedAt: null` for a draft, ...).
 */
export function storedOrder(user: string, placedAt: Date, shape: StoredOrderShape = {}, changes: Record<string, unknown> = {}) {
  const { status = 'active', itemName = 'Front Load Washer', category = 'washer', monthlyTotalCents = 4_000, deliveryFeeCents = 2_500 } = shape;
  const _id = new Types.ObjectId();
  return {
    _id,
    user,
    status,
    items: [{ productId: new Types.ObjectId().toHexString(), name: itemName, monthlyPriceCents: monthlyTotalCents, stockStatus: 'available', photo: '', category }],
    location: { lat: 39.77, lng: -86.16 },
    locationName: 'Indianapolis, Indiana',
    deliveryAddress: null,
    deliveryDate: '2026-01-10',
    deliveryTime: '3:00 PM',
    monthlyTotalCents,
    deliveryFeeCents,
    todayChargeCents: monthlyTotalCents + deliveryFeeCents,
    subscriptionId: `sub_${_id.toHexString()}`,
    cancellation: null,
    placedAt,
    checkout: { step: 'done', nextAttemptAt: null, attempts: 0, leaseBy: null, leaseUntil: null, wake: 0, billingDeadline: null, problem: null },
    revision: 2,
    outbox: [],
    createdAt: placedAt,
    updatedAt: placedAt,
    ...changes,
  };
}
