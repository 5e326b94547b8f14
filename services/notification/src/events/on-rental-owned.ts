import type { EventOf } from '@rto/kit';
import type { rentalOwned } from '@rto/contracts';
import type { TellRentalOwned } from '../app/tell-rental-owned';

/** A rental completed as owned (billing): the customer's e-mail and the admin feed's notice. */
export function onRentalOwned(tellRentalOwned: TellRentalOwned) {
  return async (event: EventOf<typeof rentalOwned>): Promise<void> => {
    await tellRentalOwned(event);
  };
}
