import { DomainError, notFound } from '@rto/kit';
import { noUnitLeftMessage, unitsPerProduct, withdrawnMessage, type UnitLine } from '../domain/units';
import type { ProductUnits } from '../store/product-units';
import type { SettleUnits } from './settle-units';

export interface ReserveUnitsDeps {
  units: Pick<ProductUnits, 'hold' | 'free'>;
  settle: SettleUnits;
}

/**
 * A placed order's units held (available -> reserved), all its lines or none: a line that finds too few left gives
 * back what this order holds of the others and refuses (409). Idempotent per order: a line the order holds already
 * is not held again, so a retry holds once.
 */
export function createReserveUnits({ units, settle }: ReserveUnitsDeps) {
  return async function reserveUnits(orderId: string, lines: readonly UnitLine[]): Promise<{ orderId: string; state: 'reserved' }> {
    const perProduct = unitsPerProduct(lines);
    const touched: string[] = [];
    try {
      for (const line of perProduct) {
        const outcome = await units.hold(orderId, line);
        if (outcome.kind === 'held') touched.push(line.productId);
        if (outcome.kind === 'held' || outcome.kind === 'already') continue;
        // All or none: whatever the order holds of the other lines goes back.
        for (const other of perProduct) if (await units.free(orderId, other.productId)) touched.push(other.productId);
        if (outcome.kind === 'missing') throw notFound('Product not found');
        const message = outcome.kind === 'withdrawn' ? withdrawnMessage(outcome.name) : noUnitLeftMessage(outcome.name);
        throw new DomainError('conflict', message, undefined, { productId: line.productId });
      }
    } finally {
      await settle(touched);
    }
    return { orderId, state: 'reserved' };
  };
}

export type ReserveUnits = ReturnType<typeof createReserveUnits>;
