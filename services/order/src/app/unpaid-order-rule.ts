import { DomainError, type Clock } from '@rto/kit';
import { unpaidOrderMessage, type UnpaidOrderFacts } from '../domain/checkout-rules';
import type { OrderRecord } from '../store/order.repository';
import type { UnpaidOrders } from '../store/unpaid-orders';

/** The slot a request asks for. */
interface Slot {
  deliveryDate: string;
  deliveryTime: string;
}

/** How long a request waits for a rival draft of the same customer to be placed or to go, and how often it looks. */
const RIVAL_WAIT_MS = 10_000;
const RIVAL_POLL_MS = 50;

const sameSlot = (order: Slot, slot: Slot) => order.deliveryDate === slot.deliveryDate && order.deliveryTime === slot.deliveryTime;

/** 409 naming the customer's unpaid order: its delivery date and time, and its id. */
function conflictWith(order: UnpaidOrderFacts): DomainError {
  return new DomainError('conflict', unpaidOrderMessage(order), undefined, { orderId: order.id, deliveryDate: order.deliveryDate, deliveryTime: order.deliveryTime });
}

/**
 * One unpaid order per customer (issue 21): a free account cannot book a day's slots with orders it never pays for.
 * The same choice again is answered with the order that waits (Finish payment); another choice is refused with 409.
 */
export function createUnpaidOrderRule(deps: { unpaid: UnpaidOrders; clock: Clock }) {
  const { unpaid, clock } = deps;

  /** The customer's placed unpaid order, if any: the same slot is that order; another slot is a conflict. */
  function placedFor([waiting]: OrderRecord[], slot: Slot): OrderRecord | null {
    if (!waiting) return null;
    if (sameSlot(waiting, slot)) return waiting;
    throw conflictWith(waiting);
  }

  /** Waits (briefly) for another request's draft to be placed or to go; 'open' when it is still being placed then. */
  async function settledState(orderId: string): Promise<'placed' | 'open' | 'gone'> {
    const deadline = Date.now() + RIVAL_WAIT_MS;
    for (;;) {
      const state = await unpaid.draftState(orderId, clock.now());
      if (state !== 'open' || Date.now() > deadline) return state;
      await new Promise((resolve) => setTimeout(resolve, RIVAL_POLL_MS));
    }
  }

  return {
    /** Before anything is claimed: the order already waiting for this choice, or null to place a new one. */
    existingFor: async (userId: string, slot: Slot) => placedFor(await unpaid.placedOf(userId), slot),

    /**
     * After this request stored its draft (so that two requests at once each see the other): another placed unpaid
     * order, or another live draft for a different slot that came first (the smaller id), wins. Answers the order
     * to give back instead of this one, or null to go on; throws the 409 otherwise.
     */
    async afterDraft(userId: string, draftId: string, slot: Slot): Promise<OrderRecord | null> {
      // One read: a rival that turns from draft to placed meanwhile is seen as one or the other.
      const { placed: waiting, drafts: rivals } = await unpaid.othersOf(userId, draftId, clock.now());
      const placed = placedFor(waiting, slot);
      if (placed) return placed;
      // A rival for the same slot is settled by the slot claim itself (the second claim finds the first's order).
      const others = rivals.filter((rival) => !sameSlot(rival, slot));
      const first = others.filter((rival) => rival.id < draftId).sort((a, b) => a.id.localeCompare(b.id))[0];
      if (first) throw conflictWith(first);
      // A rival with a larger id may have looked before this draft was written and gone on: wait until it gives way
      // (its draft goes) or is placed (then this one does). Waits only ever point to larger ids: no two wait on each other.
      for (const rival of others) {
        if ((await settledState(rival.id)) !== 'gone') throw conflictWith(rival);
      }
      return null;
    },
  };
}

export type UnpaidOrderRule = ReturnType<typeof createUnpaidOrderRule>;
