/**
 * Two pauses can hold an order (issue 22, item 4): an admin's pause of the order (spec 4's Pause, order.paused) and
 * the customer's own billing pause (billing.paused), each lifted only by its own resume. The order is `paused` while
 * either holds: a customer's resume never resumes an order an admin paused, and an admin's resume leaves an order
 * the customer's pause still defers. Pure: the moves are the status rules' own.
 */

import { DomainError } from '@rto/kit';
import { pauseOrder, resumeOrder, unpauseOrder, type OrderState } from './order-status';

export interface PauseMarks {
  adminPaused: boolean;
  billingPaused: boolean;
}

/** What an admin reads when resuming an order only the customer's own pause holds. */
export const CUSTOMER_PAUSE_HOLDS = "This order is paused by the customer's own billing pause, not by an admin: it resumes when their billing does";

/** An admin pauses (or resumes) the order: refused when it is already so by an admin. */
export function adminPause<S extends OrderState & PauseMarks>(order: S, paused: boolean): S {
  if (paused) {
    if (order.adminPaused) throw new DomainError('conflict', 'An order that is paused cannot be paused');
    // Already paused by the customer's billing: the admin's pause is added and outlasts it.
    const next = order.status === 'paused' && order.billingPaused ? order : pauseOrder(order);
    return { ...next, adminPaused: true };
  }
  if (!order.adminPaused) {
    throw new DomainError('conflict', order.status === 'paused' && order.billingPaused ? CUSTOMER_PAUSE_HOLDS : `An order that is ${order.status} cannot be resumed`);
  }
  const next = order.billingPaused && order.status === 'paused' ? order : unpauseOrder(order);
  return { ...next, adminPaused: false };
}

/**
 * The customer's billing paused (or resumed) the order. Only an active order becomes paused (a paused one stays so);
 * on resume it is active again unless an admin paused it. Null when nothing changes.
 */
export function billingPause<S extends OrderState & PauseMarks>(order: S, paused: boolean): S | null {
  if (paused) {
    if (order.billingPaused || (order.status !== 'active' && order.status !== 'paused')) return null;
    const next = order.status === 'active' ? pauseOrder(order) : order;
    return { ...next, billingPaused: true };
  }
  if (!order.billingPaused) return null;
  const next = order.status === 'paused' && !order.adminPaused ? resumeOrder(order) : order;
  return { ...next, billingPaused: false };
}
