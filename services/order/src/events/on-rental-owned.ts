import type { EventOf, HandlerContext } from '@rto/kit';
import type { rentalOwned } from '@rto/contracts';
import type { OrderOwnership } from '../store/order-ownership';

/**
 * billing completed an order's rental as owned (its last payment, or its early payoff): the order is completed
 * with `ownedAt`, so it leaves the current orders and is no longer a live rental.
 */
export function onRentalOwned(ownership: OrderOwnership) {
  return async (event: EventOf<typeof rentalOwned>, context: HandlerContext): Promise<void> => {
    const { orderId, ownedAt, invoiceId } = event.data;
    await ownership.completeAsOwned(orderId, { ownedAt: new Date(ownedAt), finalInvoiceId: invoiceId ?? null }, context);
  };
}
