import type { UnitReturns } from '../store/unit-returns';
import type { SettleUnits } from './settle-units';

export interface HandOverUnitsDeps {
  returns: Pick<UnitReturns, 'rentedBy' | 'letGo'>;
  settle: SettleUnits;
}

/**
 * The rental completed as owned (rental.owned: the last payment or the payoff): the units in the customer's home are
 * theirs now and no longer the store's, so they stop counting as rented; left there, every owned unit stayed
 * "rented" for good in the admin's counts. Idempotent: an order renting none changes nothing.
 */
export function createHandOverUnits({ returns, settle }: HandOverUnitsDeps) {
  return async function handOverUnits(orderId: string): Promise<{ orderId: string; state: 'owned' }> {
    const handedOver: string[] = [];
    for (const productId of await returns.rentedBy(orderId)) if (await returns.letGo(orderId, productId)) handedOver.push(productId);
    await settle(handedOver);
    return { orderId, state: 'owned' };
  };
}

export type HandOverUnits = ReturnType<typeof createHandOverUnits>;
