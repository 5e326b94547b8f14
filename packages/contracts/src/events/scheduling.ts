import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/** The facts scheduling publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

/** Which order holds (or held) which slot: what both events tell. */
export const bookingFacts = z.object({
  orderId: z.string(),
  customerId: z.string(),
  /** YYYY-MM-DD. */
  deliveryDate: z.string(),
  /** One of the 12 slot labels, e.g. '3:00 PM'. */
  deliveryTime: z.string(),
  /** The booking's revision after this change (set when the change is written): a consumer drops an older one. */
  revision: z.number().int().positive().optional(),
});

/** An order now holds this slot: nobody else can book it. */
export const deliveryBooked = defineEvent('delivery.booked', bookingFacts);

/** The order gave this slot back: it is free again. */
export const deliveryReleased = defineEvent('delivery.released', bookingFacts);
