import type { StockStatus } from '../domain/product';
import type { ProductRepository } from '../store/product.repository';

export interface CountInventoryDeps {
  products: Pick<ProductRepository, 'countsByStatus'>;
}

interface Counts {
  totalProducts: number;
  byStatus: Record<StockStatus, number>;
}

const totalOf = (byStatus: Record<StockStatus, number>): Counts => ({ totalProducts: Object.values(byStatus).reduce((sum, count) => sum + count, 0), byStatus });

/**
 * The admin dashboard's stock figures: how many products in all, and in each stock status; with `since`, also those
 * added since then (by their status now), from which the dashboard tells the inventory's change this month.
 */
export function createCountInventory({ products }: CountInventoryDeps) {
  return async function countInventory(since?: Date): Promise<Counts & { addedSince?: Counts }> {
    const [all, added] = await Promise.all([products.countsByStatus(), since ? products.countsByStatus(since) : undefined]);
    return { ...totalOf(all), ...(added ? { addedSince: totalOf(added) } : {}) };
  };
}

export type CountInventory = ReturnType<typeof createCountInventory>;
