import type { EventOf } from '@rto/kit';
import type { userDeleted } from '@rto/contracts';
import type { CustomerErasure } from '../store/customer-erasure';

/**
 * A deleted customer (issue 22, item 6): remembered first, so that a request still on its way is refused, then their
 * orders lose the delivery address and the agreement texts. The orders themselves stay, for the books.
 */
export function onUserDeleted(erasure: CustomerErasure) {
  return async (event: EventOf<typeof userDeleted>): Promise<void> => {
    await erasure.markDeleted(event.data.userId, new Date(event.occurredAt));
    await erasure.eraseOrdersOf(event.data.userId);
  };
}
