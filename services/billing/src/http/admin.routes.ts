import { callerOf, DomainError, type HandlersOf } from '@rto/kit';
import type { IdentityClient } from '../adapters/identity.client';
import type { BillingPause } from '../billing-pause';
import type { billingAdminContract } from './admin-contract';

export const NO_SUCH_USER = 'No such user';
export const NOT_YOURSELF = 'You cannot suspend your own account';

/**
 * An admin suspends or activates a customer: the customer's billing is paused or resumed exactly as their own
 * pause does, so identity hears billing.paused / billing.resumed and shows them Suspended or Active. The id must be
 * a live user of identity's: an unknown id would otherwise get an account of its own and a billing.paused.
 */
export function billingAdminHandlers(pause: BillingPause, identity: IdentityClient): HandlersOf<typeof billingAdminContract> {
  const knownUser = async (userId: string) => {
    if (!(await identity.userExists(userId))) throw new DomainError('not-found', NO_SUCH_USER);
  };

  return {
    async suspendUser({ req, params }) {
      // An admin who suspends themselves shows Suspended and locks the back office's view of them: never useful.
      if (callerOf(req).id === params.id) throw new DomainError('forbidden', NOT_YOURSELF);
      await knownUser(params.id);
      await pause.set(params.id, true);
      return { message: 'User suspended successfully', userId: params.id, billingPaused: true };
    },

    async activateUser({ params }) {
      await knownUser(params.id);
      await pause.set(params.id, false);
      return { message: 'User activated successfully', userId: params.id, billingPaused: false };
    },
  };
}
