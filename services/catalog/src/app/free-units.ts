import type { ProductUnits } from '../store/product-units';
import type { SettleUnits } from './settle-units';

export interface FreeUnitsDeps {
  units: Pick<ProductUnits, 'reservedBy' | 'free'>;
  settle: SettleUnits;
}

/**
 * Gives back the units an order holds but has not rented (reserved -> available): a cancelled order, or an order
 * never placed. Idempotent: an order holding none (freed already, never held) changes nothing.
 */
export function createFreeUnits({ units, settle }: FreeUnitsDeps) {
  return async function freeUnits(orderId: string): Promise<{ orderId: string; state: 'freed' }> {
    const freed: string[] = [];
    for (const productId of await units.reservedBy(orderId)) if (await units.free(orderId, productId)) freed.push(productId);
    await settle(freed);
    return { orderId, state: 'freed' };
  };
}

export type FreeUnits = ReturnType<typeof createFreeUnits>;
