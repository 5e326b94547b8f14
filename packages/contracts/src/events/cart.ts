import { defineEvent } from '@rto/kit';
import { pricedLineFacts } from '../facts';
import { z } from 'zod';

/** The facts cart publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

export const cartUpdated = defineEvent(
  'cart.updated',
  z.object({
    userId: z.string(),
    /**
     * What caused the change. 'order-paid': the order's first payment went through (`order.activated`);
     * 'order-placed' is what carts wrote before they waited for the payment, and may still sit in an outbox.
     */
    reason: z.enum(['items-replaced', 'tv-size-chosen', 'order-paid', 'order-placed', 'user-deleted']),
    items: z.array(pricedLineFacts),
    tvSize: z.number().nullable(),
    monthlyTotalCents: z.number().int(),
    /** The cart's revision after this change (set when the change is written): a consumer drops an older one. */
    revision: z.number().int().positive().optional(),
  }),
);
