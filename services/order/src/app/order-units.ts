import { DomainError } from '@rto/kit';
import type { CatalogClient } from '../adapters/catalog.client';
import { LeftToRepeat } from './request-holders';

export interface OrderUnitsDeps {
  catalog: Pick<CatalogClient, 'reserveUnits' | 'freeUnits'>;
}

/**
 * An order's units at catalog (issue 23, item 4): held when the order is placed, one per line, all or none; given back
 * when a draft is given up (a placed order that is cancelled is freed by catalog itself on order.cancelled).
 */
export function createOrderUnits({ catalog }: OrderUnitsDeps) {
  return {
    /**
     * Holds the order's units, once its slot is claimed. None left: `giveUp` lets go of the draft (and so its slot)
     * and the customer gets catalog's words as a 409 ('<name> has no unit left to rent right now'). Catalog not
     * answering: left to the request's repeat (the hold is idempotent per order), else the sweeper frees it.
     */
    async reserve(orderId: string, items: ReadonlyArray<{ productId: string }>, giveUp: () => void): Promise<void> {
      let outcome;
      try {
        outcome = await catalog.reserveUnits(orderId, items.map((item) => item.productId));
      } catch (error) {
        throw new LeftToRepeat(error);
      }
      if (outcome.reserved) return;
      giveUp();
      throw new DomainError('conflict', outcome.error);
    },

    free: (orderId: string) => catalog.freeUnits(orderId),
  };
}

export type OrderUnits = ReturnType<typeof createOrderUnits>;
