import { DomainError } from '@rto/kit';
import type { CustomerErasure } from '../store/customer-erasure';

export const DELETED_CUSTOMER_MESSAGE = 'This account was deleted: it cannot order or sign anything';

/**
 * A deleted customer starts nothing (issue 22, item 6). The gateway already refuses their token; this holds for a
 * request that was let in just before the deletion and reaches order after it.
 */
export function createDeletedCustomerRule({ erasure }: { erasure: Pick<CustomerErasure, 'isDeleted' | 'eraseOrdersOf'> }) {
  const refused = () => new DomainError('conflict', DELETED_CUSTOMER_MESSAGE);
  return {
    /** Before anything is written. */
    async before(userId: string): Promise<void> {
      if (await erasure.isDeleted(userId)) throw refused();
    },

    /**
     * After the request wrote what holds the customer's data: the consumer marks the deletion before it erases, so
     * either the erasure saw this write, or this question sees the mark and erases it again before refusing.
     */
    async afterWrite(userId: string): Promise<void> {
      if (!(await erasure.isDeleted(userId))) return;
      await erasure.eraseOrdersOf(userId);
      throw refused();
    },
  };
}

export type DeletedCustomerRule = ReturnType<typeof createDeletedCustomerRule>;
