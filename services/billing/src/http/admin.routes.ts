import { callerOf, type HandlersOf } from '@rto/kit';
import type { SuspendCustomer } from '../app/suspend-customer';
import type { billingAdminContract } from './admin-contract';

/** An admin suspends or activates a customer: their billing is paused or resumed (app/suspend-customer.ts). */
export function billingAdminHandlers(suspendCustomer: SuspendCustomer): HandlersOf<typeof billingAdminContract> {
  return {
    async suspendUser({ req, params }) {
      await suspendCustomer(callerOf(req).id, params.id, true);
      return { message: 'User suspended successfully', userId: params.id, billingPaused: true };
    },

    async activateUser({ req, params }) {
      await suspendCustomer(callerOf(req).id, params.id, false);
      return { message: 'User activated successfully', userId: params.id, billingPaused: false };
    },
  };
}
