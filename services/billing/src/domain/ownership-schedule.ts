/**
 * When a running rental is owned, as My Account shows it (issue 22, item 4): the store date of the draft that makes
 * its last payment (@rto/rules' ownershipDate), counted from its next draft date, which a customer's pause defers to
 * the first draft day after the pause ends (never earlier than the draft scheduled before it). Pure: no I/O.
 */
import { storeDateOf } from '@rto/kit';
import { nextDraftDate, ownershipDate } from '@rto/rules';
import { daysPaused } from './pause-window';

/** Subscriptions drafted now or after a pause: not yet started, declined, cancelled or owned ones are not running. */
const RUNNING = ['active', 'past_due', 'unpaid', 'trialing', 'paused'];

export interface ScheduledSubscription {
  status: string;
  draftDay: number;
  /** The sandbox's next draft; null with Stripe, which drafts on the draft day by its own schedule. */
  nextDraftAt: Date | null;
  collectionPaused: boolean;
  orderPaused: boolean;
  pausedDays: number;
}

/** The customer's pause in force over the subscription, when it ends by itself (an admin's suspend does not). */
export interface PauseInForce {
  startedAt: Date;
  endsAt: Date;
}

export interface OwnershipSchedule {
  /** `YYYY-MM-DD`; null when owned, not running, or paused with no end (an admin's pause or suspend). */
  ownershipDate: string | null;
  /** The days the customer's pauses moved it out, the one in force counted to its end. */
  pausedDays: number;
}

/**
 * `paymentsDrafted`: the order's monthly payments paid, and those drafted but not paid yet (failed or open): paying
 * one makes no new draft, so the next draft date is followed by a month for each payment not drafted yet.
 */
export function ownershipScheduleOf(
  subscription: ScheduledSubscription,
  pause: PauseInForce | null,
  paymentsDrafted: number,
  now: Date,
  timeZone: string,
): OwnershipSchedule {
  const pausing = subscription.collectionPaused && pause !== null ? daysPaused(pause.startedAt, pause.endsAt, timeZone) : 0;
  const pausedDays = subscription.pausedDays + pausing;
  if (!RUNNING.includes(subscription.status) || subscription.orderPaused) return { ownershipDate: null, pausedDays };
  const scheduled = subscription.nextDraftAt ? storeDateOf(subscription.nextDraftAt, timeZone) : null;
  let next: string;
  if (subscription.collectionPaused) {
    if (!pause) return { ownershipDate: null, pausedDays };
    // The resume drafts next on the later of the draft scheduled before the pause and the first draft day after it.
    const afterPause = nextDraftDate(pause.endsAt, subscription.draftDay, timeZone);
    next = scheduled && scheduled > afterPause ? scheduled : afterPause;
  } else {
    next = scheduled ?? nextDraftDate(now, subscription.draftDay, timeZone);
  }
  return { ownershipDate: ownershipDate(next, paymentsDrafted), pausedDays };
}
