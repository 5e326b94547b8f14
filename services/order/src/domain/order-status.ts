/**
 * The life of an order (spec 4): the statuses it can be in and the only moves between them. Every status change
 * of an order goes through one of the functions below, which refuse a move the rules do not allow. No I/O here.
 */

import { DomainError } from '@rto/kit';

/**
 * pending: placed, its subscription not started yet; active: the subscription runs; paused: collection paused by
 * an admin; overdue: a payment is late; completed: the rental ended; cancelled: it never started, or was ended.
 */
export const ORDER_STATUSES = ['pending', 'active', 'paused', 'overdue', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. completed and cancelled are final. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['active', 'cancelled'],
  active: ['paused', 'overdue', 'completed', 'cancelled'],
  // An owned rental completes whatever its state: its payoff or last payment was paid.
  paused: ['active', 'completed', 'cancelled'],
  overdue: ['active', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Why an order was cancelled: what `order.cancelled` carries in `reason`. */
export const CANCEL_REASONS = {
  /** The first payment was refused: the card declined it. */
  paymentDeclined: 'payment-declined',
  /** Billing was never completed within the time an order waits for it. */
  billingNotCompleted: 'billing-not-completed',
  /** The subscription was cancelled at the payment side before the order became active. */
  subscriptionCancelled: 'subscription-cancelled',
  /** Never placed: the request that made it failed after claiming its slot (never published: nobody heard of it). */
  notPlaced: 'not-placed',
} as const;
export type CancelReason = (typeof CANCEL_REASONS)[keyof typeof CANCEL_REASONS];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The whole of an order that its status rules read and write. */
export interface OrderState {
  status: OrderStatus;
  subscriptionId: string | null;
  cancellation: { reason: CancelReason; message: string } | null;
}

const VERB: Readonly<Record<OrderStatus, string>> = {
  pending: 'placed again',
  active: 'activated',
  paused: 'paused',
  overdue: 'marked overdue',
  completed: 'completed',
  cancelled: 'cancelled',
};

function move<S extends OrderState>(order: S, to: OrderStatus): void {
  if (!canMove(order.status, to)) throw new DomainError('conflict', `An order that is ${order.status} cannot be ${VERB[to]}`);
}

/** The order's subscription started: it becomes active with that subscription. Only a pending order. */
export function activateOrder<S extends OrderState>(order: S, subscriptionId: string): S {
  // Only a pending order starts: a paused or overdue one is resumed (it has its subscription already).
  if (order.status !== 'pending') throw new DomainError('conflict', `An order that is ${order.status} cannot be activated`);
  if (!subscriptionId) throw new DomainError('invalid', 'An order is activated with its subscription');
  return { ...order, status: 'active', subscriptionId };
}

/** The order ends before or during its rental, with the reason and a sentence the customer reads. */
export function cancelOrder<S extends OrderState>(order: S, reason: CancelReason, message: string): S {
  move(order, 'cancelled');
  return { ...order, status: 'cancelled', cancellation: { reason, message } };
}

/** An admin pauses an active subscription (spec 4: Pause). */
export function pauseOrder<S extends OrderState>(order: S): S {
  move(order, 'paused');
  return { ...order, status: 'paused' };
}

/** An admin resumes a paused subscription, or a late payment arrived (spec 4: Resume). */
export function resumeOrder<S extends OrderState>(order: S): S {
  if (order.status !== 'paused' && order.status !== 'overdue') throw new DomainError('conflict', `An order that is ${order.status} cannot be resumed`);
  return { ...order, status: 'active' };
}

/** An admin resumes a paused subscription (spec 4: Resume): only a paused one (an overdue one waits for its payment). */
export function unpauseOrder<S extends OrderState>(order: S): S {
  if (order.status !== 'paused') throw new DomainError('conflict', `An order that is ${order.status} cannot be resumed`);
  return resumeOrder(order);
}

/** A payment is late. */
export function markOverdue<S extends OrderState>(order: S): S {
  move(order, 'overdue');
  return { ...order, status: 'overdue' };
}

/** The rental ended: the customer owns the appliances (rental.owned), or they came back. */
export function completeOrder<S extends OrderState>(order: S): S {
  move(order, 'completed');
  return { ...order, status: 'completed' };
}
