import type { ProductUnits } from '../store/product-units';
import type { SettleUnits } from './settle-units';

export interface RentUnitsDeps {
  units: Pick<ProductUnits, 'reservedBy' | 'rent'>;
  settle: SettleUnits;
}

/** The order was delivered: the units it holds are in the customer's home (reserved -> rented). Idempotent. */
export function createRentUnits({ units, settle }: RentUnitsDeps) {
  return async function rentUnits(orderId: string): Promise<{ orderId: string; state: 'rented' }> {
    const rented: string[] = [];
    for (const productId of await units.reservedBy(orderId)) if (await units.rent(orderId, productId)) rented.push(productId);
    await settle(rented);
    return { orderId, state: 'rented' };
  };
}

export type RentUnits = ReturnType<typeof createRentUnits>;
