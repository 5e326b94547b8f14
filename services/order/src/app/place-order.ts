import type { AddressFields } from '@rto/contracts';
import { DomainError, type Clock, type Heartbeat, type Logger } from '@rto/kit';
import type { CartClient } from '../adapters/cart.client';
import type { CatalogClient } from '../adapters/catalog.client';
import type { SchedulingClient } from '../adapters/scheduling.client';
import { clientTotalMatches, EMPTY_CART_MESSAGE, priceOrder } from '../domain/pricing';
import { unavailableMessage, unorderable } from '../domain/checkout-rules';
import type { CheckoutSaga } from './checkout-saga';
import type { DeletedCustomerRule } from './deleted-customer-rule';
import { fingerprintOf, requestKeysOf, type RequestKey } from './order-request-keys';
import type { UnpaidOrderRule } from './unpaid-order-rule';
import type { CheckSignedAgreement } from './signed-agreement';
import type { OrderRecord, OrderRepository } from '../store/order.repository';
import type { OrderRequestRepository } from '../store/order-request.repository';
import type { OrderUnits } from './order-units';
import { BUSY_MESSAGE, createRequestHolders, LeftToRepeat } from './request-holders';

export const SLOT_TAKEN_MESSAGE = 'This time slot is already booked';
const NOT_PLACED_MESSAGE = 'Your order could not be placed, please try again';

export interface PlaceOrderSettings {
  /** How long a placed order waits for its customer's billing. */
  billingWaitMs: number;
  /** A draft whose request has not placed it by then is abandoned (its slot released). */
  abandonAfterMs: number;
  /** The same delivery choice again within this answers the same order. */
  duplicateWindowMs: number;
  /** How long an Idempotency-Key answers the same order. */
  idempotencyKeyTtlMs: number;
}

export interface PlaceOrderDeps {
  orders: OrderRepository;
  requests: OrderRequestRepository;
  cart: CartClient;
  catalog: CatalogClient;
  scheduling: SchedulingClient;
  /** The order's units at catalog, held once its slot is claimed. */
  units: Pick<OrderUnits, 'reserve'>;
  checkout: CheckoutSaga;
  unpaidRule: UnpaidOrderRule;
  checkSigned: CheckSignedAgreement;
  deletedCustomers: DeletedCustomerRule;
  logger: Logger;
  clock: Clock;
  /** Which order processes are alive: a request whose process is gone is carried on by its repeat. */
  instances: Pick<Heartbeat, 'instanceId' | 'isAlive'>;
  settings: PlaceOrderSettings;
}

/** Where and when the customer wants the delivery, and the total they saw (POST /createOrder's checked body). */
export interface DeliveryChoice {
  location: { lat: number; lng: number };
  deliveryDate: string;
  deliveryTime: string;
  /** Dollars, as the client showed them: compared and logged, never charged. */
  totalCost?: number | undefined;
  locationName?: string | undefined;
  /** The street address; an order placed without one (another client) waits for it. */
  deliveryAddress?: AddressFields | undefined;
  /** The delivery step's "Do you have Stairs?" answer. */
  stairs?: boolean | undefined;
  /** The signed agreement's hash: the order must price as it did (not part of what makes a request the same). */
  agreementHash?: string | undefined;
}

type Attempt = { kind: 'order'; order: OrderRecord } | { kind: 'retry' };

/** Another request moved a key first: this attempt lets go of what it holds and starts over. */
class RetryLater extends Error {}

/**
 * POST /createOrder (docs/architecture.md, step 1): the customer's cart priced on the server, the slot claimed at once
 * (the customer hears right away that it was just taken), the order stored and placed with `order.placed`, and its
 * saga started. A request made again (a double click, a retry after a lost answer) answers the order the first one
 * placed: by the client's Idempotency-Key, by the same choice within a short window, or, while the order waits for
 * billing, by its slot. The order is stored as a draft before its slot is claimed, so a crash between the two leaves
 * something the saga finds and undoes, never a slot held by nobody.
 */
export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { orders, requests, cart, catalog, scheduling, units, checkout, unpaidRule, checkSigned, deletedCustomers, logger, clock, instances, settings } = deps;

  /** The orders this process's requests are placing now (how many requests each: two may try one at once). */
  const placing = new Map<string, number>();
  const startPlacing = (id: string) => placing.set(id, (placing.get(id) ?? 0) + 1);
  const stopPlacing = (id: string) => (placing.get(id) === 1 ? placing.delete(id) : placing.set(id, placing.get(id)! - 1));
  const { stateOf, settle, letGo } = createRequestHolders({ orders, requests, instances, placingHere: (id) => placing.has(id), clock, abandonAfterMs: settings.abandonAfterMs });

  /**
   * After the draft is written: a customer deleted meanwhile gets no order (their erasure may have run before the
   * draft existed), then the one-unpaid-order rule.
   */
  async function afterDraft(userId: string, orderId: string, slot: { deliveryDate: string; deliveryTime: string }): Promise<OrderRecord | null> {
    await deletedCustomers.afterWrite(userId);
    return unpaidRule.afterDraft(userId, orderId, slot);
  }

  /** Gives a draft up: the saga releases whatever slot it may hold (an answer lost on the way: nothing is known). */
  function abandon(orderId: string): void {
    orders
      .abandonDraft(orderId, clock.now())
      .then(() => checkout.kick(orderId))
      .catch((error: unknown) => logger.warn({ orderId, err: error }, 'could not give up a draft; the sweeper will'));
  }

  async function placeNew(orderId: string, userId: string, choice: DeliveryChoice): Promise<OrderRecord> {
    const slot = { deliveryDate: choice.deliveryDate, deliveryTime: choice.deliveryTime };
    // One unpaid order per customer: the same choice again is that order (Finish payment), another one a 409.
    const waiting = await unpaidRule.existingFor(userId, slot);
    if (waiting) return waiting;
    const choices = await cart.choicesOf(userId);
    if (choices.length === 0) {
      // The checkout submitted again while its order waits for billing (after a declined card, say): the cart was
      // emptied by that order, which is the answer.
      const pending = await orders.pendingForSlot(userId, choice.deliveryDate, choice.deliveryTime);
      if (pending) return pending;
      throw new DomainError('invalid', EMPTY_CART_MESSAGE);
    }
    const products = await catalog.currentProducts(choices.map((line) => line.productId));
    const gone = unorderable(products);
    if (gone) throw new DomainError('conflict', unavailableMessage(gone), undefined, { productId: gone.id });
    const priced = priceOrder(choices, products);
    // Before anything is stored or claimed: the order must be the one the customer signed for.
    if (choice.agreementHash) await checkSigned(userId, choice.agreementHash, priced);
    if (choice.totalCost !== undefined && !clientTotalMatches(choice.totalCost, priced)) {
      logger.info({ orderId, clientTotal: choice.totalCost, monthlyTotalCents: priced.monthlyTotalCents, todayChargeCents: priced.todayChargeCents }, 'the total the client showed differs from the price');
    }
    await orders.createDraft(
      orderId,
      {
        user: userId,
        ...priced,
        ...slot,
        location: choice.location,
        locationName: choice.locationName ?? '',
        deliveryAddress: choice.deliveryAddress ?? null,
        stairs: choice.stairs ?? null,
        clientTotalCost: choice.totalCost ?? null,
        agreementHash: choice.agreementHash ?? null,
      },
      new Date(clock.now().getTime() + settings.abandonAfterMs),
    );

    const rival = await afterDraft(userId, orderId, slot).catch(async (error: unknown) => {
      await orders.discardDraft(orderId);
      throw error;
    });
    if (rival) {
      await orders.discardDraft(orderId);
      return rival;
    }
    return claimAndPlace(orderId, userId, choice, priced.items);
  }

  /**
   * A crashed request's order, carried on by its repeat: its draft (as it was priced), and the slot it may have
   * claimed already (scheduling answers the same order's claim again as its own). No draft: it died before one.
   */
  async function resume(orderId: string, userId: string, choice: DeliveryChoice): Promise<OrderRecord> {
    const draft = await orders.findById(orderId);
    if (!draft) return placeNew(orderId, userId, choice);
    if (draft.placedAt) return draft;
    let rival;
    try {
      rival = await afterDraft(userId, orderId, { deliveryDate: choice.deliveryDate, deliveryTime: choice.deliveryTime });
    } catch (error) {
      abandon(orderId);
      throw error;
    }
    if (rival) {
      abandon(orderId);
      return rival;
    }
    logger.info({ orderId }, 'carrying on with an order whose request was cut short by a crash');
    return claimAndPlace(orderId, userId, choice, draft.items);
  }

  /** The draft's slot claimed, then the order placed (with `order.placed`) and its saga kicked. */
  async function claimAndPlace(orderId: string, userId: string, choice: DeliveryChoice, items: OrderRecord['items']): Promise<OrderRecord> {
    const slot = { deliveryDate: choice.deliveryDate, deliveryTime: choice.deliveryTime };
    let claim;
    try {
      claim = await scheduling.claim({ orderId, customerId: userId, ...slot, location: choice.location, locationName: choice.locationName });
    } catch (error) {
      throw new LeftToRepeat(error);
    }
    if (!claim.claimed) {
      await orders.discardDraft(orderId);
      // The slot rules refuse it (passed, no deliveries that day, too far ahead): scheduling's words, as they are.
      if (claim.status === 422) throw new DomainError('unprocessable', claim.error);
      // Taken: by this customer's own order placed a moment ago (the checkout sent twice at once), or by someone else.
      const own = await orders.pendingForSlot(userId, slot.deliveryDate, slot.deliveryTime);
      if (own) return own;
      throw new DomainError('conflict', SLOT_TAKEN_MESSAGE);
    }
    await units.reserve(orderId, items, () => abandon(orderId));

    const now = clock.now();
    let placed;
    try {
      placed = await orders.place(orderId, now, new Date(now.getTime() + settings.billingWaitMs));
    } catch (error) {
      throw new LeftToRepeat(error);
    }
    if (!placed) {
      // Placed meanwhile by a request that was taken for dead and was not: that placing stands, once.
      const current = await orders.findById(orderId);
      if (current?.placedAt) return current;
      throw new DomainError('unavailable', NOT_PLACED_MESSAGE);
    }
    checkout.kick(orderId);
    logger.info({ orderId, monthlyTotalCents: placed.monthlyTotalCents, deliveryDate: placed.deliveryDate, deliveryTime: placed.deliveryTime }, 'order placed');
    return placed;
  }

  /**
   * One try: the request's keys are claimed (all at once); a key held by a live request is a repeat, answered with
   * that request's order; a key held by a request whose process is gone hands this one that request's order, carried
   * on from where it stopped; otherwise the order is placed under the keys. 'retry' when a request holding a key
   * failed or died meanwhile.
   */
  async function attempt(userId: string, choice: DeliveryChoice, keys: RequestKey[], fingerprint: string): Promise<Attempt> {
    let orderId = orders.newId();
    let adopted = false;
    const mine = [orderId];
    startPlacing(orderId);
    const now = clock.now();
    const me = instances.instanceId;
    const requestOf = (key: RequestKey) => ({ key: key.key, user: userId, orderId, fingerprint, expiresAt: new Date(now.getTime() + key.ttlMs), instance: me });
    const claims = await Promise.all(keys.map((key) => requests.claim(requestOf(key))));
    const held = keys.filter((_, index) => claims[index]!.claimed).map((key) => key.key);
    try {
      for (const [index, key] of keys.entries()) {
        const claim = claims[index]!;
        if (claim.claimed) continue;
        const { holder } = claim;
        if (key.explicit && holder.fingerprint !== fingerprint) throw new DomainError('unprocessable', 'This Idempotency-Key was already used for a different order');
        let state = holder.expiresAt > now ? await stateOf(holder, now) : 'dead';
        // The same choice sent again after its order was cancelled (its card declined) is a new order; the client's own
        // Idempotency-Key sent again still answers the order it named.
        if (state === 'cancelled') state = key.explicit ? 'placed' : 'dead';
        if (state === 'placed' || state === 'working') {
          // The same request was sent before (or is being placed right now): answer its order.
          await requests.release(held, orderId, me);
          held.length = 0;
          const order = await settle(holder);
          return order ? { kind: 'order', order } : { kind: 'retry' };
        }
        if (state === 'crashed' && (!adopted || holder.orderId === orderId)) {
          // Its process is gone: this request carries on with its order, under every key (only one repeat may).
          mine.push(holder.orderId);
          startPlacing(holder.orderId);
          if (!(await requests.takeOver(key.key, holder.orderId, { ...requestOf(key), orderId: holder.orderId }, holder.instance))) throw new RetryLater();
          const fresh = orderId;
          orderId = holder.orderId;
          if (!adopted) for (const kept of held) await requests.takeOver(kept, fresh, requestOf(keys.find((k) => k.key === kept)!), me);
          adopted = true;
          held.push(key.key);
          continue;
        }
        // An identical choice after the window, or a request that never placed its order: this one takes the key.
        if (!(await requests.takeOver(key.key, holder.orderId, requestOf(key)))) throw new RetryLater();
        held.push(key.key);
      }
      const order = adopted ? await resume(orderId, userId, choice) : await placeNew(orderId, userId, choice);
      // The customer's own pending order held the slot: the keys of this request answer that order from now on.
      if (order.id !== orderId) for (const key of held) await requests.takeOver(key, orderId, { orderId: order.id, fingerprint, expiresAt: new Date(clock.now().getTime() + settings.duplicateWindowMs) });
      return { kind: 'order', order };
    } catch (error) {
      if (error instanceof LeftToRepeat) {
        // Unless nobody repeats it: then the sweeper gives the draft up (and its slot) when its time is up.
        await letGo(() => requests.leave(held, orderId, me));
        throw error.failure;
      }
      // Failed: the same request may be sent again and try again.
      await letGo(() => requests.release(held, orderId, me));
      if (error instanceof RetryLater) return { kind: 'retry' };
      throw error;
    } finally {
      for (const id of mine) stopPlacing(id);
    }
  }

  return {
    /** Places the order (or answers the one a repeat of this request placed). */
    async place(userId: string, choice: DeliveryChoice, idempotencyKey: string | undefined): Promise<OrderRecord> {
      await deletedCustomers.before(userId);
      const fingerprint = fingerprintOf(choice);
      const keys = requestKeysOf(userId, fingerprint, idempotencyKey, settings);
      for (let round = 0; round < 3; round++) {
        const outcome = await attempt(userId, choice, keys, fingerprint);
        if (outcome.kind === 'order') return outcome.order;
      }
      throw new DomainError('busy', BUSY_MESSAGE);
    },
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
