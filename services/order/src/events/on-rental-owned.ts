import type { EventOf, HandlerContext } from '@rto/kit';
import type { rentalOwned } from '@rto/contracts';
import type { OwnRental } from '../app/own-rental';

/** billing completed an order's rental as owned (its last payment, or its early payoff): see app/own-rental.ts. */
export function onRentalOwned(ownRental: OwnRental) {
  return async (event: EventOf<typeof rentalOwned>, context: HandlerContext): Promise<void> => {
    const { orderId, ownedAt, invoiceId } = event.data;
    await ownRental(orderId, { ownedAt: new Date(ownedAt), finalInvoiceId: invoiceId ?? null }, context);
  };
}
