import { centsToDollars } from '@rto/rules';
import type { z } from 'zod';
import { displayName, type CustomerName } from '../domain/admin-figures';
import type { OrderRecord } from '../store/order.repository';
import type { adminOrderRow } from './admin-contract';
import { presentOrder } from './present';

/**
 * The admin subscription row of spec 3: the order's own fields (`_id`, `user`, `status`, ... as a client reading
 * orders expects them, the spec's statistics call included) beside the derived ones (`id`, `userName`,
 * `monthlyTotal`, ...) and what the details modal shows.
 */
export function presentRow(order: OrderRecord, customer: CustomerName | undefined): z.input<typeof adminOrderRow> {
  const view = presentOrder(order);
  const { _id, user, items, comboItem, location, locationName, deliveryAddress, stairs, subscriptionId, deliveryDate, deliveryTime, status } = view;
  return {
    _id,
    user,
    id: order.id,
    userId: order.user,
    userName: displayName(customer),
    userEmail: customer?.email ?? '',
    status,
    deliveryDate,
    deliveryTime,
    createdAt: (order.placedAt ?? order.createdAt).toISOString(),
    // `items` holds every item, combo sets included; `comboItem` only repeats the sets' plugs (at $0).
    itemCount: items.length,
    monthlyTotal: centsToDollars(order.monthlyTotalCents),
    items,
    comboItem,
    location,
    locationName,
    deliveryAddress,
    stairs,
    subscriptionId,
    deliveryStatus: view.deliveryStatus,
    deliveredAt: view.deliveredAt,
    deliveryTechnician: view.deliveryTechnician,
    deliveryNote: view.deliveryNote,
    returnStatus: view.returnStatus,
    pickupDate: view.pickupDate,
    pickupTime: view.pickupTime,
    pickupBookedBy: view.pickupBookedBy,
    returnedAt: view.returnedAt,
    returnCondition: view.returnCondition,
  };
}
