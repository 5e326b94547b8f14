import { DomainError } from '@rto/kit';
import type { IdentityClient } from '../adapters/identity.client';
import type { PauseBilling } from './pause-billing';

export const NO_SUCH_USER = 'No such user';
export const NOT_YOURSELF = 'You cannot suspend your own account';

export interface SuspendCustomerDeps {
  /** Who is a live user: the admin names customers by id. */
  identity: IdentityClient;
  pauseBilling: PauseBilling;
}

/**
 * An admin suspends or activates a customer (PATCH /suspendUser/:id, /activateUser/:id): the customer's billing is
 * paused or resumed exactly as their own pause does, so identity hears billing.paused / billing.resumed and shows them
 * Suspended or Active. The id must be a live user of identity's: an unknown id would otherwise get an account of its
 * own and a billing.paused.
 */
export function createSuspendCustomer({ identity, pauseBilling }: SuspendCustomerDeps) {
  return async function suspendCustomer(adminId: string, userId: string, suspended: boolean): Promise<void> {
    // An admin who suspends themselves shows Suspended and locks the back office's view of them: never useful.
    if (suspended && adminId === userId) throw new DomainError('forbidden', NOT_YOURSELF);
    if (!(await identity.userExists(userId))) throw new DomainError('not-found', NO_SUCH_USER);
    // An admin's suspend has none of the customer's limits: every order, no end, any time.
    await pauseBilling(userId, suspended, 'admin');
  };
}

export type SuspendCustomer = ReturnType<typeof createSuspendCustomer>;
