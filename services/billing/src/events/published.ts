import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/**
 * The facts billing publishes (ARCHITECTURE §2). Consumers import these definitions to validate what they get.
 * Each carries the revision of the customer's billing account it describes (written by `changeUnderRevision`), so a
 * consumer applies only the newest: a late `billing.paused` never undoes a `billing.resumed` that came after it.
 */

const billingState = z.object({
  userId: z.string(),
  revision: z.number().int().positive().optional(),
});

/** The customer paused their billing: nothing is drafted until they resume it (Suspended in the admin). */
export const billingPaused = defineEvent('billing.paused', billingState);

/** The customer resumed their billing: drafting starts again from the next draft day (Active in the admin). */
export const billingResumed = defineEvent('billing.resumed', billingState);
