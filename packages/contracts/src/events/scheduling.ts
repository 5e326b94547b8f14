import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/** The facts scheduling publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

/**
 * Which visit of which order holds (or held) which slot: what both events tell. Deliveries, repairs and pickups share
 * the crew's calendar, so both events tell each kind: a consumer that means the order's delivery reads only
 * `kind` 'delivery' (an event without a kind, written before visits had kinds, is a delivery).
 */
export const bookingFacts = z.object({
  orderId: z.string(),
  /** The visit: a delivery's is its order's id, a repair's or pickup's the id the order service gave it. */
  visitId: z.string().optional(),
  kind: z.enum(['delivery', 'repair', 'pickup']).optional(),
  customerId: z.string(),
  /** YYYY-MM-DD. */
  deliveryDate: z.string(),
  /** One of the 12 slot labels, e.g. '3:00 PM'. */
  deliveryTime: z.string(),
  /** The booking's revision after this change (set when the change is written): a consumer drops an older one. */
  revision: z.number().int().positive().optional(),
});

/** A visit (the order's delivery, or a repair or pickup: see `kind`) now holds this slot: nobody else can book it. */
export const deliveryBooked = defineEvent('delivery.booked', bookingFacts);

/** The visit gave this slot back: it is free again. */
export const deliveryReleased = defineEvent('delivery.released', bookingFacts);

/** True when the facts are about the order's delivery, not one of its repairs or pickups. */
export const isDeliveryFact = (facts: z.infer<typeof bookingFacts>): boolean => (facts.kind ?? 'delivery') === 'delivery';
