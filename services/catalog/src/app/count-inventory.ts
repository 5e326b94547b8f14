import type { StockStatus } from '../domain/product';
import type { ProductRepository } from '../store/product.repository';

export interface CountInventoryDeps {
  products: Pick<ProductRepository, 'countsByStatus'>;
}

/** The admin dashboard's stock figures: how many products in all, and in each stock status. */
export function createCountInventory({ products }: CountInventoryDeps) {
  return async function countInventory(): Promise<{ totalProducts: number; byStatus: Record<StockStatus, number> }> {
    const byStatus = await products.countsByStatus();
    return { totalProducts: Object.values(byStatus).reduce((sum, count) => sum + count, 0), byStatus };
  };
}

export type CountInventory = ReturnType<typeof createCountInventory>;
