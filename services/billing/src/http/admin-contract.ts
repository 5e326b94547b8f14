import { defineContract, objectId } from '@rto/kit';
import { z } from 'zod';

/**
 * billing's admin paths (spec 2.14, 4: a user is Suspended while their billing is paused): an admin pauses or
 * resumes a customer's billing as the customer's own PATCH /pauseBilling and POST /resumeBilling do. Part of
 * `billingContract`.
 */

const userParams = z.object({ id: objectId('id must be a user id').describe("The customer's id") });
const userBilling = z.object({ message: z.string(), userId: z.string(), billingPaused: z.boolean() });

export const billingAdminContract = defineContract({
  suspendUser: {
    method: 'patch',
    path: '/suspendUser/:id',
    access: 'admin',
    tag: 'Admin: users',
    summary: "Suspend a customer: their billing is paused as their own Pause Billing does (publishes billing.paused; /getUsers shows them Suspended)",
    errors: {
      403: "The caller is not an admin, or names its own account ('You cannot suspend your own account')",
      404: "No live user has this id: 'No such user'",
      502: 'The billing service cannot be reached, or identity gave an answer billing cannot use',
      503: 'The payment provider or identity is unavailable',
    },
    params: userParams,
    response: userBilling,
  },
  activateUser: {
    method: 'patch',
    path: '/activateUser/:id',
    access: 'admin',
    tag: 'Admin: users',
    summary: 'Activate a suspended customer: their billing resumes as their own Resume Billing does (publishes billing.resumed)',
    errors: {
      404: "No live user has this id: 'No such user'",
      502: 'The billing service cannot be reached, or identity gave an answer billing cannot use',
      503: 'The payment provider or identity is unavailable',
    },
    params: userParams,
    response: userBilling,
  },
});
