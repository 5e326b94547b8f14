import type { AddressFields } from '@rto/contracts';
import type { CheckoutStep } from '../domain/checkout';
import { deliveryStateOf, type DeliveryState } from '../domain/delivery';
import type { CancelReason, OrderState, OrderStatus } from '../domain/order-status';
import { returnStateOf, type ReturnState } from '../domain/order-return';
import type { OrderItem } from '../domain/pricing';
import type { OrderDocument } from './order.model';

/**
 * An order as the service reads it (OrderRecord) and the mapping from and to its stored document: apart from the
 * repository's queries, so each file holds one job.
 */

export interface CheckoutState {
  step: CheckoutStep;
  nextAttemptAt: Date | null;
  attempts: number;
  leaseBy: string | null;
  leaseUntil: Date | null;
  wake: number;
  billingDeadline: Date | null;
  problem: string | null;
}

/** An order as the rest of the service sees it: a plain object, never a mongoose document. */
export interface OrderRecord extends OrderState {
  id: string;
  user: string;
  items: OrderItem[];
  location: { lat: number; lng: number };
  locationName: string;
  /** null: placed without a street address, which the customer is asked for. */
  deliveryAddress: AddressFields | null;
  stairs: boolean | null;
  deliveryDate: string;
  deliveryTime: string;
  monthlyTotalCents: number;
  deliveryFeeCents: number;
  todayChargeCents: number;
  clientTotalCost: number | null;
  /** The signed agreement's hash the order was placed with; null when the client sent none. */
  agreementHash: string | null;
  placedAt: Date | null;
  createdAt: Date;
  checkout: CheckoutState;
  /** An admin paused the order (status paused until the admin resumes it). */
  adminPaused: boolean;
  /** The customer's billing pause defers it (status paused while it lasts, unless it was not active). */
  billingPause: BillingPause;
  /** When the rental completed as owned (status completed); null otherwise. */
  ownedAt: Date | null;
  /** The paid invoice that completed it as owned: its final invoice. */
  finalInvoiceId: string | null;
  /** The delivery visit (domain/delivery.ts). */
  delivery: DeliveryState;
  /** The return (domain/order-return.ts): a pickup booked, the goods back. */
  return: ReturnState;
}

/** The customer's billing pause of an order, as billing told it. */
export interface BillingPause {
  paused: boolean;
  /** The billing account's revision it came with; null: never told. */
  revision: number | null;
  /** When the pause ends by itself; null for an admin's suspend or when not paused. */
  endsAt: Date | null;
}

/** What a new order is made of, before it is placed. */
export type NewOrder = Pick<
  OrderRecord,
  'user' | 'items' | 'location' | 'locationName' | 'deliveryAddress' | 'stairs' | 'deliveryDate' | 'deliveryTime' | 'monthlyTotalCents' | 'deliveryFeeCents' | 'todayChargeCents' | 'clientTotalCost' | 'agreementHash'
>;

type StoredItem = OrderDocument['items'][number];

function toItem(stored: StoredItem): OrderItem {
  return {
    productId: stored.productId,
    name: stored.name,
    monthlyPriceCents: stored.monthlyPriceCents,
    stockStatus: stored.stockStatus ?? '',
    photo: stored.photo ?? '',
    category: stored.category ?? '',
    ...(typeof stored.tvSize === 'number' ? { tvSize: stored.tvSize } : {}),
    ...(stored.plugType ? { comboItem: { plugType: stored.plugType, plugDescription: stored.plugDescription ?? '' } } : {}),
  };
}

export function toStoredItem(item: OrderItem): StoredItem {
  return {
    productId: item.productId,
    name: item.name,
    monthlyPriceCents: item.monthlyPriceCents,
    stockStatus: item.stockStatus,
    photo: item.photo,
    category: item.category,
    ...(item.tvSize !== undefined ? { tvSize: item.tvSize } : {}),
    ...(item.comboItem ? { plugType: item.comboItem.plugType, plugDescription: item.comboItem.plugDescription } : {}),
  } as StoredItem;
}

function toAddress(stored: OrderDocument['deliveryAddress']): AddressFields | null {
  if (!stored?.street) return null;
  return {
    street: stored.street,
    ...(stored.unit ? { unit: stored.unit } : {}),
    city: stored.city ?? '',
    state: stored.state ?? '',
    zipCode: stored.zipCode ?? '',
    ...(stored.accessNotes ? { accessNotes: stored.accessNotes } : {}),
  };
}

/** An order as stored, as the rest of the service sees it. */
export function toRecord(order: OrderDocument): OrderRecord {
  const checkout = order.checkout;
  return {
    id: order._id.toHexString(),
    user: order.user,
    status: order.status as OrderStatus,
    items: (order.items ?? []).map(toItem),
    location: { lat: order.location?.lat ?? 0, lng: order.location?.lng ?? 0 },
    locationName: order.locationName ?? '',
    deliveryAddress: toAddress(order.deliveryAddress),
    stairs: order.stairs ?? null,
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime,
    monthlyTotalCents: order.monthlyTotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    todayChargeCents: order.todayChargeCents,
    clientTotalCost: order.clientTotalCost ?? null,
    agreementHash: order.agreementHash ?? null,
    subscriptionId: order.subscriptionId ?? null,
    cancellation: order.cancellation?.reason ? { reason: order.cancellation.reason as CancelReason, message: order.cancellation.message ?? '' } : null,
    placedAt: order.placedAt ?? null,
    createdAt: order.createdAt,
    // An order paused before pauses were told apart: an admin's.
    adminPaused: order.adminPaused ?? (order.status === 'paused' && !order.billingPause?.paused),
    billingPause: { paused: order.billingPause?.paused ?? false, revision: order.billingPause?.revision ?? null, endsAt: order.billingPause?.endsAt ?? null },
    ownedAt: order.ownedAt ?? null,
    finalInvoiceId: order.finalInvoiceId ?? null,
    delivery: deliveryStateOf(order),
    return: returnStateOf(order),
    checkout: {
      step: checkout.step as CheckoutStep,
      nextAttemptAt: checkout.nextAttemptAt ?? null,
      attempts: checkout.attempts ?? 0,
      leaseBy: checkout.leaseBy ?? null,
      leaseUntil: checkout.leaseUntil ?? null,
      wake: checkout.wake ?? 0,
      billingDeadline: checkout.billingDeadline ?? null,
      problem: checkout.problem ?? null,
    },
  };
}

/** A checkout step with nothing due and nobody working on it. */
export const restingAt = (step: CheckoutStep, nextAttemptAt: Date | null, billingDeadline: Date | null = null): CheckoutState => ({
  step,
  nextAttemptAt,
  attempts: 0,
  leaseBy: null,
  leaseUntil: null,
  wake: 0,
  billingDeadline,
  problem: null,
});
