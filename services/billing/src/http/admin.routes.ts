import type { HandlersOf } from '@rto/kit';
import type { BillingPause } from '../billing-pause';
import type { billingAdminContract } from './admin-contract';

/**
 * An admin suspends or activates a customer: the customer's billing is paused or resumed exactly as their own
 * pause does, so identity hears billing.paused / billing.resumed and shows them Suspended or Active.
 */
export function billingAdminHandlers(pause: BillingPause): HandlersOf<typeof billingAdminContract> {
  return {
    async suspendUser({ params }) {
      await pause.set(params.id, true);
      return { message: 'User suspended successfully', userId: params.id, billingPaused: true };
    },

    async activateUser({ params }) {
      await pause.set(params.id, false);
      return { message: 'User activated successfully', userId: params.id, billingPaused: false };
    },
  };
}
