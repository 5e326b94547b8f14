import { DomainError, type Clock, type Heartbeat } from '@rto/kit';
import type { OrderRecord, OrderRepository } from '../store/order.repository';
import type { OrderRequestRecord, OrderRequestRepository } from '../store/order-request.repository';

export const BUSY_MESSAGE = 'Your order is being placed by another request, please try again in a moment';
/** How long a repeated request waits for the first one to finish placing the order. */
const SETTLE_MS = 10_000;
const SETTLE_POLL_MS = 100;
/** A failed request's keys the database did not let go of at once: tried again every second this many times. */
const LET_GO_TRIES = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A call failed with its outcome unknown (the slot may be claimed): the draft and the keys are left to a repeat of
 * the request, which carries on with the same order (and slot), as after a crash.
 */
export class LeftToRepeat extends Error {
  constructor(readonly failure: unknown) {
    super('left to a repeat of the request');
  }
}

/** Where the request holding a key is (see `stateOf`). */
export type HolderState = 'placed' | 'cancelled' | 'working' | 'crashed' | 'dead';

export interface RequestHoldersDeps {
  orders: OrderRepository;
  requests: OrderRequestRepository;
  instances: Pick<Heartbeat, 'instanceId' | 'isAlive'>;
  /** True while a request of this process is placing the order. */
  placingHere: (orderId: string) => boolean;
  clock: Clock;
  /** A draft whose request has not placed it by then is abandoned (its slot released). */
  abandonAfterMs: number;
}

/** What a repeat of a createOrder request learns of the request that holds its key (app/place-order.ts). */
export function createRequestHolders({ orders, requests, instances, placingHere, clock, abandonAfterMs }: RequestHoldersDeps) {
  const overdue = (since: Date, now: Date) => now.getTime() - since.getTime() > abandonAfterMs;

  /**
   * Where the request holding a key is: its order placed (and `cancelled` since, its card declined, say); still at work; `crashed` (its process is gone, its draft,
   * if any, still open: a repeat carries on with that order and the slot it may have claimed); or `dead` (its draft
   * given up, or it never got as far as one in time: a repeat starts a new order). A request of a live process is
   * at work however slow it is, until the draft's own deadline.
   */
  async function stateOf(holder: OrderRequestRecord, now: Date): Promise<HolderState> {
    const order = await orders.findById(holder.orderId);
    if (order?.placedAt) return order.status === 'cancelled' ? 'cancelled' : 'placed';
    if (order && order.checkout.step !== 'slot') return 'dead';
    // This process's own request that is over without letting go of its keys (the database did not answer) is as gone.
    if (holder.instance === instances.instanceId) return placingHere(holder.orderId) ? 'working' : 'crashed';
    if (holder.instance && !(await instances.isAlive(holder.instance))) return 'crashed';
    return overdue(holder.createdAt, now) ? 'dead' : 'working';
  }

  /** A request that will never place its order itself. */
  const isDead = async (holder: OrderRequestRecord, now: Date) => ['crashed', 'dead'].includes(await stateOf(holder, now));

  /** Waits for the request holding a key to place its order: that order, or null when it failed (or died). */
  async function settle(holder: OrderRequestRecord): Promise<OrderRecord | null> {
    const deadline = clock.now().getTime() + SETTLE_MS;
    for (;;) {
      const order = await orders.findById(holder.orderId);
      if (order?.placedAt) return order;
      const current = await requests.find(holder.key);
      if (!current || current.orderId !== holder.orderId) return null;
      if (await isDead(current, clock.now())) return null;
      if (clock.now().getTime() > deadline) throw new DomainError('busy', BUSY_MESSAGE);
      await sleep(SETTLE_POLL_MS);
    }
  }

  /**
   * Lets go of a failed request's keys (`work`); when the database does not answer, again every second in the
   * background for a while, so that a repeat sent to another instance is not kept waiting by keys nobody uses.
   */
  async function letGo(work: () => Promise<void>): Promise<void> {
    if (await work().then(() => true, () => false)) return;
    void (async () => {
      for (let tries = 0; tries < LET_GO_TRIES; tries++) {
        await sleep(1_000);
        if (await work().then(() => true, () => false)) return;
      }
    })();
  }

  return { stateOf, settle, letGo };
}
