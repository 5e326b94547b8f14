import { randomUUID } from 'node:crypto';
import { createSweeper, InternalCallError, type Clock, type Logger } from '@rto/kit';
import type { BillingClient } from '../adapters/billing.client';
import type { SchedulingClient } from '../adapters/scheduling.client';
import { decideAfterBilling, retryDelayMs, type BillingAnswer } from '../domain/checkout';
import type { OrderRecord, OrderRepository } from '../store/order.repository';
import type { OrderRequestRepository } from '../store/order-request.repository';
import type { OrderUnits } from './order-units';

/** How long one attempt holds an order: well beyond the slowest call it makes (billing's timeout). */
const LEASE_MS = 60_000;
/** Orders taken per sweep round. */
const BATCH = 100;
/** Steps taken in a row on one order in one go (cancel, then release) before it waits for the next round. */
const MAX_STEPS_IN_A_ROW = 5;
/** Every this many sweeps, expired request keys are removed. */
const PRUNE_EVERY = 120;

export interface CheckoutSagaSettings {
  sweepIntervalMs: number;
  recheckMs: number;
  retryMaxMs: number;
}

export interface CheckoutSagaDeps {
  orders: OrderRepository;
  requests: OrderRequestRepository;
  billing: BillingClient;
  scheduling: SchedulingClient;
  /** Gives back the units a cancelled order (or a draft given up) holds at catalog. */
  units: Pick<OrderUnits, 'free'>;
  logger: Logger;
  clock: Clock;
  settings: CheckoutSagaSettings;
  /** A card refused at storeBilling for an order billing has no billing for yet (app/card-declines.ts). */
  declineFor: (order: OrderRecord) => Promise<BillingAnswer | null>;
}

/** What one step did: go on with the order at once, or leave it until its next attempt is due. */
type Next = 'again' | 'rest';

/**
 * The checkout saga (docs/architecture.md), carried on from each order's stored state: a placed order asks billing to
 * start its subscription (idempotent per order id on billing's side) until billing answers; a started one becomes
 * active, a declined one (or one whose customer never stored billing in time) is cancelled and its slot released;
 * a draft a crash left behind gives its slot back. Nothing lives only in memory: every instance sweeps the orders
 * whose next attempt is due, one lease at a time per order, so a crash, an outage or a lost wake-up only delays a
 * step. `kick` takes a step at once (after placing), `nudge` sweeps at once (billing.stored woke some orders).
 */
export function createCheckoutSaga(deps: CheckoutSagaDeps) {
  const { orders, requests, billing, scheduling, units, logger, clock, settings, declineFor } = deps;
  const owner = randomUUID();
  let sweeps = 0;

  const problemOf = (error: unknown) => (error instanceof InternalCallError ? `${error.callee} ${error.failure}: ${error.message}` : String((error as Error)?.message ?? error));

  /** Leaves the order for later: after the back-off of a failure (`problem`), or at `at` for a plain wait. */
  async function later(order: OrderRecord, at: Date, problem: string | null, now: Date): Promise<Next> {
    const rest = await orders.later(order.id, owner, order.checkout.wake, at, problem, now);
    return rest === 'woken' ? 'again' : 'rest';
  }

  const backOff = (order: OrderRecord, now: Date) => new Date(now.getTime() + retryDelayMs(order.checkout.attempts, settings.retryMaxMs));

  /** `billing`: ask billing to start the order's subscription, and act on its answer. */
  async function startSubscription(order: OrderRecord, now: Date): Promise<Next> {
    let answer = await billing.startSubscription(order);
    if (answer.kind === 'no-billing-yet') answer = (await declineFor(order)) ?? answer;
    const decision = decideAfterBilling(answer, {
      now,
      billingDeadline: order.checkout.billingDeadline ?? now,
      attempts: order.checkout.attempts,
      recheckMs: settings.recheckMs,
      retryMaxMs: settings.retryMaxMs,
    });
    switch (decision.kind) {
      case 'wait':
        if (decision.problem) logger.warn({ orderId: order.id, problem: decision.problem }, 'could not start the subscription; will try again');
        return later(order, decision.at, decision.problem ?? null, now);
      case 'activate': {
        const outcome = await orders.activate(order.id, decision.subscriptionId);
        if (outcome.changed) {
          logger.info({ orderId: order.id, subscriptionId: decision.subscriptionId }, 'order active');
          return 'rest';
        }
        if (outcome.order?.status === 'cancelled') {
          // Cancelled meanwhile (its lease ran out while billing answered): the subscription must not run. The
          // release step cancels it at billing, and gives the slot back if that was not done yet.
          logger.warn({ orderId: order.id }, 'a subscription started for a cancelled order; cancelling it');
          await orders.reopenRelease(order.id, now);
          return 'again';
        }
        return 'rest';
      }
      case 'cancel': {
        const outcome = await orders.cancel(order.id, decision.reason, decision.message, now);
        if (!outcome.changed) return 'rest';
        logger.info({ orderId: order.id, reason: decision.reason }, 'order cancelled');
        return 'again';
      }
    }
  }

  /**
   * `release`: give a cancelled order's slot back, and make sure no subscription runs for it (billing answers a
   * declined or missing one as it is). Both calls are idempotent.
   */
  async function release(order: OrderRecord): Promise<Next> {
    await scheduling.release(order.id);
    await units.free(order.id);
    await billing.cancelSubscription(order.id);
    await orders.released(order.id, owner);
    if (!order.placedAt) await requests.releaseOrder(order.id);
    logger.info({ orderId: order.id }, 'slot released');
    return 'rest';
  }

  /** `slot`: a draft whose claim never finished. Left alone while its request may still be at work. */
  async function abandon(order: OrderRecord, now: Date): Promise<Next> {
    if (order.checkout.nextAttemptAt && order.checkout.nextAttemptAt > now) {
      await orders.letGo(order.id, owner);
      return 'rest';
    }
    const outcome = await orders.abandonDraft(order.id, now);
    if (outcome.changed) logger.warn({ orderId: order.id }, 'an order was never placed; releasing its slot');
    return outcome.changed ? 'again' : 'rest';
  }

  async function step(order: OrderRecord, now: Date): Promise<Next> {
    try {
      switch (order.checkout.step) {
        case 'billing':
          return await startSubscription(order, now);
        case 'release':
          return await release(order);
        case 'slot':
          return await abandon(order, now);
        default:
          await orders.letGo(order.id, owner);
          return 'rest';
      }
    } catch (error) {
      // An outage (scheduling or billing down, the database away): the order waits and tries again, never lost.
      logger.warn({ orderId: order.id, step: order.checkout.step, err: error }, 'checkout step failed; will try again');
      await later(order, backOff(order, now), problemOf(error), now).catch(() => undefined);
      return 'rest';
    }
  }

  /** Takes the steps of one order that are due (all of them from a kick), as long as there is something to do. */
  async function advance(orderId: string, dueOnly: boolean): Promise<void> {
    for (let round = 0; round < MAX_STEPS_IN_A_ROW && !sweeper.stopped; round++) {
      const now = clock.now();
      const order = await orders.lease(orderId, owner, now, LEASE_MS, dueOnly && round === 0);
      if (!order) return;
      if ((await step(order, now)) === 'rest') return;
    }
  }

  // `kick` takes an order's step at once (after placing); `nudge` sweeps at once (billing.stored woke some orders).
  const sweeper = createSweeper({
    name: 'checkout',
    intervalMs: settings.sweepIntervalMs,
    logger,
    // The saga's own clock, not the sweeper's: every time the saga reads is one a test can move.
    due: () => orders.dueIds(clock.now(), BATCH),
    work: advance,
    async afterRound() {
      if (++sweeps % PRUNE_EVERY === 0) await requests.prune(clock.now());
    },
  });
  return sweeper;
}

export type CheckoutSaga = ReturnType<typeof createCheckoutSaga>;
