import { catalogInternalContract, productsByIds } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { z } from 'zod';
import type { CatalogProduct } from '../domain/pricing';

export type InventoryCounts = z.infer<typeof catalogInternalContract.inventoryCounts.response>;

export interface CatalogClient {
  /** The products with these ids as the catalogue has them now (unknown ids are left out). */
  currentProducts(ids: readonly string[]): Promise<CatalogProduct[]>;
  /** The admin dashboard's stock figures: products in all and by stock status (and of those added `since`, when given). */
  inventoryCounts(since?: Date): Promise<InventoryCounts>;
  /** Holds a unit of each product for the order, all or none (idempotent per order); refused with catalog's words. */
  reserveUnits(orderId: string, productIds: readonly string[]): Promise<UnitsOutcome>;
  /** Gives back what the order holds reserved (idempotent: an order holding none is as good as freed). */
  freeUnits(orderId: string): Promise<void>;
  /** A repair replaced the unit: theirs to maintenance, one from the shelf in its place (idempotent per ticket). */
  replaceUnit(replacement: { orderId: string; productId: string; ticketId: string }): Promise<ReplacementOutcome>;
}

/** What catalog said to a repair's replacement: the serials swapped, or refused in its words (none on the shelf). */
export type ReplacementOutcome = { replaced: true; replacedSerial: string | null; newSerial: string } | { replaced: false; status: 404 | 409; error: string };

/** What catalog said to a reservation: held, or refused (none left of a product, or no such product). */
export type UnitsOutcome = { reserved: true } | { reserved: false; status: 404 | 409; error: string };

/**
 * Reads current prices from catalog's internal API (cents): an order is priced from them, never from a client. Also
 * the stock figures of the admin's dashboard.
 */
export function createCatalogClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): CatalogClient {
  const client = createInternalClient({ callee: 'catalog', caller: 'order', ...options });
  return {
    currentProducts: (ids) => productsByIds(client, ids),

    inventoryCounts(since) {
      return client.call(catalogInternalContract.inventoryCounts, { query: since ? { since: since.toISOString() } : {} });
    },

    async reserveUnits(orderId, productIds) {
      const items = productIds.map((productId) => ({ productId, quantity: 1 }));
      const answer = await client.call(catalogInternalContract.reserveUnits, { body: { orderId, items } });
      return answer.ok ? { reserved: true } : { reserved: false, status: answer.status, error: answer.error };
    },

    async freeUnits(orderId) {
      await client.call(catalogInternalContract.freeUnits, { body: { orderId } });
    },

    async replaceUnit(replacement) {
      const answer = await client.call(catalogInternalContract.replaceUnit, { body: replacement });
      if (!answer.ok) return { replaced: false, status: answer.status, error: answer.error };
      return { replaced: true, replacedSerial: answer.data.replacedSerial, newSerial: answer.data.newSerial };
    },
  };
}
