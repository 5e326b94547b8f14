/**
 * The checkout saga's decisions (docs/architecture.md), as pure functions of what is stored and what the other services
 * answered: what to do with an order once billing has spoken, and when to try again. The saga (src/app/checkout-saga.ts)
 * carries them out; every step it takes is driven from the order's stored state, never from memory.
 */

import { CANCEL_REASONS, type CancelReason } from './order-status';

/**
 * Where an order's checkout stands:
 * - `slot`: the order is stored, its slot being claimed; not placed yet (nobody has heard of it, the customer has
 *   no answer). One left here by a crash or a failed claim is abandoned: its slot is released and it is removed.
 * - `billing`: placed (the slot is the order's, `order.placed` published); its subscription is to be started as soon
 *   as the customer's billing is stored.
 * - `release`: cancelled; its slot is to be given back.
 * - `done`: nothing more to do.
 */
export const CHECKOUT_STEPS = ['slot', 'billing', 'release', 'done'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** The steps a sweeper looks after. */
export const OPEN_STEPS: readonly CheckoutStep[] = ['slot', 'billing', 'release'];

/** What billing answered when asked to start the order's subscription. */
export type BillingAnswer =
  | { kind: 'started'; subscriptionId: string }
  | { kind: 'declined'; message: string }
  | { kind: 'cancelled' }
  /** The customer has not stored billing yet (their storeBilling has not arrived, or failed). */
  | { kind: 'no-billing-yet' }
  /** Billing is down, slow or failing: nothing is known, ask again later. */
  | { kind: 'unavailable'; problem: string };

export type CheckoutDecision =
  | { kind: 'activate'; subscriptionId: string }
  | { kind: 'cancel'; reason: CancelReason; message: string }
  /** Ask again at `at` (or sooner, when billing.stored wakes the order). */
  | { kind: 'wait'; at: Date; problem?: string };

export interface CheckoutTiming {
  now: Date;
  /** When an order that still has no billing is given up. */
  billingDeadline: Date;
  /** Failed attempts in a row so far. */
  attempts: number;
  /** How long an order waiting for billing waits before asking again without being woken. */
  recheckMs: number;
  /** The longest wait between attempts after failures. */
  retryMaxMs: number;
}

export const BILLING_NOT_COMPLETED_MESSAGE =
  'Your order was cancelled because your billing details were not completed in time. Your delivery slot has been released.';

/** After failures in a row, wait 1 s, 2 s, 4 s ... up to `maxMs`. */
export function retryDelayMs(attempts: number, maxMs: number): number {
  return Math.min(1_000 * 2 ** Math.min(Math.max(attempts, 0), 30), maxMs);
}

/** What to do with a pending order once billing has answered the request to start its subscription. */
export function decideAfterBilling(answer: BillingAnswer, timing: CheckoutTiming): CheckoutDecision {
  switch (answer.kind) {
    case 'started':
      return { kind: 'activate', subscriptionId: answer.subscriptionId };
    case 'declined':
      return { kind: 'cancel', reason: CANCEL_REASONS.paymentDeclined, message: answer.message || 'Your card was declined.' };
    case 'cancelled':
      return { kind: 'cancel', reason: CANCEL_REASONS.subscriptionCancelled, message: 'The subscription of this order was cancelled before it started.' };
    case 'no-billing-yet': {
      if (timing.now.getTime() >= timing.billingDeadline.getTime()) {
        return { kind: 'cancel', reason: CANCEL_REASONS.billingNotCompleted, message: BILLING_NOT_COMPLETED_MESSAGE };
      }
      const next = Math.min(timing.now.getTime() + timing.recheckMs, timing.billingDeadline.getTime());
      return { kind: 'wait', at: new Date(next) };
    }
    case 'unavailable':
      // An outage never cancels an order: its customer may well have stored billing; only billing's "no" does.
      return { kind: 'wait', at: new Date(timing.now.getTime() + retryDelayMs(timing.attempts, timing.retryMaxMs)), problem: answer.problem };
  }
}

/** What billing is told of an order to start its subscription: the priced order, nothing else. */
export interface OrderToBill {
  id: string;
  user: string;
  monthlyTotalCents: number;
  deliveryFeeCents: number;
  todayChargeCents: number;
  items: ReadonlyArray<{ productId: string; name: string; monthlyPriceCents: number }>;
}
