import { defineEvent } from '@rto/kit';
import { orderPauseFacts, pricedLineFacts } from '../facts';
import { z } from 'zod';

/**
 * The facts order publishes (docs/architecture.md). Consumers import these definitions to validate what they get.
 * Each is written to the order's outbox by the same write as the change it tells of, and carries the order's
 * revision after that change (set by `changeUnderRevision`), so a consumer can tell an older event arriving late.
 */

const revision = z.number().int().positive().optional().describe("The order's revision after this change");

/** An order was placed: its slot is the order's, its subscription is to start once billing is stored. */
export const orderPlaced = defineEvent(
  'order.placed',
  z.object({
    orderId: z.string(),
    userId: z.string(),
    items: z.array(pricedLineFacts),
    monthlyTotalCents: z.number().int(),
    /** $25 for a single item, else 0 (spec 9). */
    deliveryFeeCents: z.number().int(),
    /** The first payment: the monthly total plus the delivery fee. */
    todayChargeCents: z.number().int(),
    /** YYYY-MM-DD, in the delivery time zone. */
    deliveryDate: z.string(),
    /** One of the 12 slot labels, e.g. '3:00 PM'. */
    deliveryTime: z.string(),
    locationName: z.string(),
    revision,
  }),
);

/** The order's subscription started: the order is active. */
export const orderActivated = defineEvent(
  'order.activated',
  z.object({ orderId: z.string(), userId: z.string(), subscriptionId: z.string(), revision }),
);

/**
 * The order was cancelled; its slot is released. `reason`: `payment-declined`, `billing-not-completed` or
 * `subscription-cancelled` (more may come: read it as text). `message` is a sentence for the customer.
 */
export const orderCancelled = defineEvent(
  'order.cancelled',
  z.object({ orderId: z.string(), userId: z.string(), reason: z.string(), message: z.string(), revision }),
);

/** An admin paused the order's subscription (active -> paused): billing stops drafting it until it is resumed. */
export const orderPaused = defineEvent('order.paused', orderPauseFacts);

/** An admin resumed the order's paused subscription (paused -> active): billing drafts it again. */
export const orderResumed = defineEvent('order.resumed', orderPauseFacts);

/**
 * The order's delivery was made (an admin marked it): the rental's term starts now, so billing counts the month from
 * `deliveredAt` (the next draft moves to a month after it). Told once per order.
 */
export const orderDelivered = defineEvent(
  'order.delivered',
  z.object({
    orderId: z.string(),
    userId: z.string(),
    subscriptionId: z.string().nullable(),
    /** ISO time the delivery was marked made. */
    deliveredAt: z.string(),
    technician: z.string(),
    revision,
  }),
);

/**
 * The delivery was missed (an admin marked it): its slot is released and the customer is asked to pick a new time
 * (PATCH /rescheduleDelivery/{orderId}). `deliveryDate` and `deliveryTime` name the missed visit.
 */
export const orderDeliveryMissed = defineEvent(
  'order.delivery-missed',
  z.object({ orderId: z.string(), userId: z.string(), deliveryDate: z.string(), deliveryTime: z.string(), note: z.string(), revision }),
);

/**
 * A pickup was booked to take an order's goods back (issue 23, item 3): the customer ended the rental (month to month,
 * no fee) or an admin scheduled it for an order eligible for repossession (`bookedBy` 'admin': the customer is told).
 * Rent keeps being drafted until the goods are back.
 */
export const orderReturnBooked = defineEvent(
  'order.return-booked',
  z.object({
    orderId: z.string(),
    userId: z.string(),
    subscriptionId: z.string().nullable(),
    pickupDate: z.string(),
    pickupTime: z.string(),
    bookedBy: z.enum(['customer', 'admin']),
    revision,
  }),
);

/**
 * The goods are back (an admin marked the order returned): the order is completed. Billing ends its subscription and
 * writes the final invoice, catalog puts its units back (available, or maintenance when `condition` is damaged).
 */
export const orderReturned = defineEvent(
  'order.returned',
  z.object({
    orderId: z.string(),
    userId: z.string(),
    subscriptionId: z.string().nullable(),
    /** ISO time it was marked returned. */
    returnedAt: z.string(),
    condition: z.enum(['good', 'damaged']),
    note: z.string(),
    revision,
  }),
);

/**
 * The facts order publishes about repair tickets. Each is written to the ticket's outbox by the
 * same write as the change it tells of. `userId` and `orderId` name the customer and the order, so live status
 * passes them to that customer's streams.
 */

/** cancelled: the rental was returned while the ticket was open (its visit released). */
export const REPAIR_STATUSES = ['booked', 'visited', 'fixed', 'replaced', 'cancelled'] as const;
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
 * An admin moved a ticket on (visited, fixed, replaced), or the rental's return closed it (cancelled). A replaced unit went to maintenance and the customer has a
 * fresh one: `replacedSerial` and `newSerial` name them (null when the units carry no serials).
 */
export const repairUpdated = defineEvent(
  'repair.updated',
  ticketFacts.extend({ note: z.string(), replacedSerial: z.string().nullable().optional(), newSerial: z.string().nullable().optional() }),
);
