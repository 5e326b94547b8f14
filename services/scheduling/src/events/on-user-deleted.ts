import type { EventOf } from '@rto/kit';
import type { userDeleted } from '@rto/contracts';
import type { CustomerErasure } from '../store/customer-erasure';

/** A deleted customer's bookings forget where they were delivered (issue 22, item 6). */
export function onUserDeleted(erasure: CustomerErasure) {
  return async (event: EventOf<typeof userDeleted>): Promise<void> => {
    await erasure.eraseBookingsOf(event.data.userId);
  };
}
