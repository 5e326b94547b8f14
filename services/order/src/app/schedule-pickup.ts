import { DomainError } from '@rto/kit';
import type { BillingMoneyClient } from '../adapters/billing-money.client';
import { NOT_ELIGIBLE, pickupRefusal } from '../domain/order-return';
import type { OrderReturn } from '../store/order-return';
import type { OrderRecord } from '../store/order.repository';
import type { BookPickup, PickupSlot } from './book-pickup';
import { ORDER_NOT_FOUND } from './mark-delivered';

export interface SchedulePickupDeps {
  returns: Pick<OrderReturn, 'placedOrder'>;
  billing: Pick<BillingMoneyClient, 'orderMoney'>;
  bookPickup: BookPickup;
}

/**
 * POST /schedulePickup/{orderId} (the admin): a pickup for an order eligible for repossession (more than 90 days
 * late, as billing counts it for the admin's subscription view). The customer is told (`order.return-booked` with
 * bookedBy 'admin'). Billing unable to say: 503, nothing booked.
 */
export function createSchedulePickup({ returns, billing, bookPickup }: SchedulePickupDeps) {
  return async (orderId: string, slot: PickupSlot): Promise<OrderRecord> => {
    const order = await returns.placedOrder(orderId);
    if (!order) throw new DomainError('not-found', ORDER_NOT_FOUND);
    const refusal = pickupRefusal(order);
    if (refusal) throw new DomainError('conflict', refusal);
    const money = await billing.orderMoney(orderId);
    if (!money) throw new DomainError('unavailable', 'Billing cannot tell whether this order may be repossessed right now, please try again');
    if (!money.repossessionEligible) throw new DomainError('conflict', NOT_ELIGIBLE);
    return bookPickup(order, slot, 'admin');
  };
}

export type SchedulePickup = ReturnType<typeof createSchedulePickup>;
