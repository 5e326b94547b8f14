import type { EventOf } from '@rto/kit';
import type { userDeleted } from '@rto/contracts';
import type { CustomerRepository } from '../store/customer.repository';
import type { CustomerErasure } from '../store/customer-erasure';

/**
 * A deleted account (issue 22, item 6): every notice, support message, receipt and bulk message failure that names
 * the customer is anonymised, then their name and address are forgotten here too (a tombstone stays). The erasure
 * reads the name and address it looks for from the customer's record, so that record goes last.
 */
export function onUserDeleted(erasure: CustomerErasure, customers: CustomerRepository) {
  return async (event: EventOf<typeof userDeleted>): Promise<void> => {
    await erasure.eraseCustomer(event.data.userId);
    await customers.forget(event.data.userId, new Date(event.occurredAt));
  };
}
