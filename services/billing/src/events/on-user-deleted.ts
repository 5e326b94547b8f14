import type { EventOf } from '@rto/kit';
import type { userDeleted } from '@rto/contracts';
import type { EraseCustomer } from '../app/erase-customer';

/** A deleted account: its provider's customer and personal data go, its invoices stay (issue 22, item 6). */
export function onUserDeleted(eraseCustomer: EraseCustomer) {
  return async (event: EventOf<typeof userDeleted>): Promise<void> => {
    await eraseCustomer(event.data.userId);
  };
}
