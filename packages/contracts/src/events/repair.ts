import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/**
 * The facts order publishes about repair tickets (issue 23, item 2). Each is written to the ticket's outbox by the
 * same write as the change it tells of. `userId` and `orderId` name the customer and the order, so live status
 * passes them to that customer's streams.
 */

export const REPAIR_STATUSES = ['booked', 'visited', 'fixed', 'replaced'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

const ticketFacts = z.object({
  ticketId: z.string(),
  orderId: z.string(),
  userId: z.string(),
  /** The order item's product id. */
  itemId: z.string(),
  itemName: z.string(),
  status: z.enum(REPAIR_STATUSES),
  /** YYYY-MM-DD, in the delivery time zone. */
  visitDate: z.string(),
  /** One of the 12 slot labels, e.g. '3:00 PM'. */
  visitTime: z.string(),
});

/** A customer booked a technician: the ticket is open (booked) and scheduling holds the visit. */
export const repairRequested = defineEvent('repair.requested', ticketFacts.extend({ issue: z.string() }));

/**
 * An admin moved a ticket on (visited, fixed, replaced). A replaced unit went to maintenance and the customer has a
 * fresh one: `replacedSerial` and `newSerial` name them (null when the units carry no serials).
 */
export const repairUpdated = defineEvent(
  'repair.updated',
  ticketFacts.extend({ note: z.string(), replacedSerial: z.string().nullable().optional(), newSerial: z.string().nullable().optional() }),
);
