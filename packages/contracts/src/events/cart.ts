import { defineEvent } from '@rto/kit';
import { pricedLineFacts } from '../facts';
import { z } from 'zod';

/** The facts cart publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

export const cartUpdated = defineEvent(
  'cart.updated',
  z.object({
    userId: z.string(),
    /** What caused the change. */
    reason: z.enum(['items-replaced', 'tv-size-chosen', 'order-placed', 'user-deleted']),
    items: z.array(pricedLineFacts),
    tvSize: z.number().nullable(),
    monthlyTotalCents: z.number().int(),
    /** The cart's revision after this change (set when the change is written): a consumer drops an older one. */
    revision: z.number().int().positive().optional(),
  }),
);
