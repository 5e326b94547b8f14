import { choicesOf } from '@rto/contracts';
import type { z } from 'zod';
import { centsToDollars } from '@rto/rules';
import type { OrderRecord } from '../store/order.repository';
import type { orderView } from './contract';

/** An order as the API shows it (spec 3): the spec's field names, money in dollars. */
export function presentOrder(order: OrderRecord): z.input<typeof orderView> {
  return {
    _id: order.id,
    user: order.user,
    status: order.status,
    subscriptionId: order.subscriptionId,
    items: order.items.map((item) => ({
      _id: item.productId,
      name: item.name,
      monthly_price: centsToDollars(item.monthlyPriceCents),
      stock_status: item.stockStatus,
      photo: item.photo,
      category: item.category,
      ...choicesOf(item),
    })),
    comboItem: order.items.flatMap((item) =>
      item.comboItem ? [{ _id: item.productId, name: item.name, plugType: item.comboItem.plugType, plugDescription: item.comboItem.plugDescription, monthly_price: 0 as const }] : [],
    ),
    location: [{ lat: order.location.lat, lng: order.location.lng }],
    locationName: order.locationName,
    deliveryAddress: order.deliveryAddress,
    addressNeeded: order.deliveryAddress === null,
    stairs: order.stairs,
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime,
    monthlyTotal: centsToDollars(order.monthlyTotalCents),
    deliveryFee: centsToDollars(order.deliveryFeeCents),
    totalToday: centsToDollars(order.todayChargeCents),
    cancellation: order.cancellation,
    deliveryStatus: order.delivery.status,
    deliveredAt: order.delivery.deliveredAt?.toISOString() ?? null,
    deliveryTechnician: order.delivery.technician,
    deliveryNote: order.delivery.note,
    returnStatus: order.return.status,
    pickupDate: order.return.pickupDate,
    pickupTime: order.return.pickupTime,
    pickupBookedBy: order.return.bookedBy,
    returnedAt: order.return.returnedAt?.toISOString() ?? null,
    returnCondition: order.return.condition,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The recent order the confirmation page reads (spec 3): `_id`, `items`, `deliveryDate`, and what it shows beside them. */
export function presentRecentOrder(order: OrderRecord) {
  const { _id, items, deliveryDate, deliveryTime, locationName, deliveryAddress, addressNeeded, status, monthlyTotal, deliveryFee, totalToday, createdAt } = presentOrder(order);
  return { _id, items, deliveryDate, deliveryTime, locationName, deliveryAddress, addressNeeded, status, monthlyTotal, deliveryFee, totalToday, createdAt };
}
