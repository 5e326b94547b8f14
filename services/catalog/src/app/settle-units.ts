import type { Logger } from '@rto/kit';
import type { ProductListCache } from '../store/product-list.cache';
import type { ProductUnits } from '../store/product-units';

export interface SettleUnitsDeps {
  units: Pick<ProductUnits, 'settleStatus'>;
  lists: Pick<ProductListCache, 'clear'>;
  logger: Logger;
}

/**
 * After units changed: each product's derived stock status written (with product.updated when it changed), then the
 * cached lists cleared, since they show the counts. Shared by the use cases that move units.
 */
export function createSettleUnits({ units, lists, logger }: SettleUnitsDeps) {
  /** True when a status changed. */
  return async function settleUnits(productIds: readonly string[]): Promise<boolean> {
    let changed = false;
    for (const productId of new Set(productIds)) {
      if (!(await units.settleStatus(productId))) continue;
      changed = true;
      logger.info({ productId }, 'stock status follows the units');
    }
    if (productIds.length > 0) await lists.clear();
    return changed;
  };
}

export type SettleUnits = ReturnType<typeof createSettleUnits>;
