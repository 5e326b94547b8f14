import type { ReturnedTo, UnitReturns } from '../store/unit-returns';
import type { SettleUnits } from './settle-units';

export interface ReturnUnitsDeps {
  returns: UnitReturns;
  settle: SettleUnits;
}

/**
 * The order's goods came back (order.returned, issue 23 item 3): its rented units go back on the shelf, or to
 * maintenance when they came back damaged, and the stock statuses follow. Idempotent: an order renting none changes
 * nothing.
 */
export function createReturnUnits({ returns, settle }: ReturnUnitsDeps) {
  return async function returnUnits(orderId: string, condition: 'good' | 'damaged'): Promise<{ orderId: string; state: ReturnedTo }> {
    const to: ReturnedTo = condition === 'damaged' ? 'maintenance' : 'available';
    const returned: string[] = [];
    for (const productId of await returns.rentedBy(orderId)) if (await returns.takeBack(orderId, productId, to)) returned.push(productId);
    await settle(returned);
    return { orderId, state: to };
  };
}

export type ReturnUnits = ReturnType<typeof createReturnUnits>;
