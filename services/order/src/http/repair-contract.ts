import { REPAIR_STATUSES, schedulingInternalContract } from '@rto/contracts';
import { defineContract, objectId, optionalLine, requiredText } from '@rto/kit';
import { z } from 'zod';

/** The visit's date and time are checked exactly as scheduling checks a delivery slot. */
const slot = schedulingInternalContract.claimSlot.body.shape;

/** A repair ticket as the public API shows it (issue 23, item 2; added to the spec). */
export const repairTicketView = z.object({
  _id: z.string().describe("The ticket's id"),
  orderId: z.string(),
  user: z.string().describe("The customer's id"),
  itemId: z.string().describe("The order item's product id"),
  itemName: z.string(),
  category: z.string().describe("The item's category, e.g. 'Washer'"),
  issue: z.string().describe("What the customer said is wrong"),
  visitDate: z.string().describe('YYYY-MM-DD: the technician\'s visit'),
  visitTime: z.string().describe("One of the 12 slots, e.g. '3:00 PM'"),
  status: z.enum(REPAIR_STATUSES).describe('booked (the visit is planned), visited, fixed, replaced (the unit went to maintenance and a fresh one is in the home), or cancelled (the rental was returned while the ticket was open: its visit released)'),
  note: z.string().describe("The admin's note of the last change; empty when none"),
  replacedSerial: z.string().nullable().describe('Replaced: the serial of the unit that went to maintenance (null when it had none)'),
  newSerial: z.string().nullable().describe("Replaced: the serial of the unit now in the customer's home"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const ticketList = z.object({ data: z.array(repairTicketView).describe('Newest first, at most 500') });

const REFUSED_409 =
  "'A technician can be booked once the order is delivered'; 'This rental has ended: ...' (pending, cancelled or completed); 'A pickup is booked for this rental: the goods are going back, ...'; or 'A repair is already booked for this item' (an open ticket: booked or visited, or the same request twice at once)";

/** Repairs (issue 23, item 2; added to the spec): part of `orderContract`. */
export const orderRepairContract = defineContract({
  requestRepair: {
    method: 'post',
    path: '/requestRepair',
    access: 'customer',
    tag: 'Repairs',
    summary:
      "Book a technician for an item of the caller's own delivered, running order: the visit is booked on the crew's calendar (the slot rules of deliveries) and a ticket opens, booked. " +
      'One open ticket per order item: the same request twice at once books one visit and opens one ticket',
    body: z.object(
      {
        orderId: objectId('orderId must be an order id'),
        itemId: objectId('itemId must be the id of an item of the order'),
        issue: requiredText('issue', 'Please describe the issue', 1000),
        visitDate: slot.deliveryDate,
        visitTime: slot.deliveryTime,
      },
      { error: 'The body must be { orderId, itemId, issue, visitDate, visitTime }' },
    ),
    status: 201,
    response: z.object({ message: z.string(), ticket: repairTicketView }),
    errors: {
      404: "'Order not found' (no such order of the caller's: another customer's order is not found either), or 'This order has no such item'",
      409: `${REFUSED_409}; 'This time slot is already booked' (scheduling's words); or 'This account was deleted: it cannot order or sign anything' (a request that reached order after its customer was deleted)`,
      422: 'The slot rules refuse the visit, in scheduling\'s words for the customer (a past date or slot, within the notice visits need, a day without visits, beyond the booking horizon)',
      429: "Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again",
    },
  },
  getRepairTickets: {
    method: 'get',
    path: '/getRepairTickets',
    access: 'customer',
    tag: 'Repairs',
    summary: "The signed-in customer's repair tickets, newest first",
    response: ticketList,
  },
  getAllRepairTickets: {
    method: 'get',
    path: '/getAllRepairTickets',
    access: 'admin',
    tag: 'Admin: repairs',
    summary: 'Every repair ticket, newest first, or those of one status',
    query: z.object({ status: z.enum(REPAIR_STATUSES, { error: `status must be one of ${REPAIR_STATUSES.join(', ')}` }).optional() }),
    response: z.object({
      data: z
        .array(
          repairTicketView.extend({
            customerName: z.string().nullable().describe("The customer's name as identity has it now; null when unknown (a deleted customer, identity not answering)"),
            customerEmail: z.string().nullable(),
          }),
        )
        .describe('Newest first, at most 500'),
    }),
  },
  updateRepairTicket: {
    method: 'patch',
    path: '/updateRepairTicket/:ticketId',
    access: 'admin',
    tag: 'Admin: repairs',
    summary:
      'Move a ticket on: visited (from booked), fixed or replaced (from booked or visited). Replaced sends one of the order\'s units of the item to maintenance and a unit from the shelf takes its place (a new serial). ' +
      'The same move again answers the same ticket and changes nothing',
    params: z.object({ ticketId: objectId('ticketId must be a ticket id') }),
    body: z.object(
      {
        status: z.enum(['visited', 'fixed', 'replaced'], { error: 'status must be visited, fixed or replaced' }),
        note: optionalLine('note', 500),
      },
      { error: 'The body must be { status, note? }' },
    ),
    response: z.object({ message: z.string(), ticket: repairTicketView }),
    errors: {
      404: "'Ticket not found'",
      409:
        "'This ticket is closed (fixed|replaced|cancelled)'; 'A ticket is marked visited only while its visit is booked'; " +
        "replaced: '<name> has no unit available to replace it right now' (nothing changes) or the order has no unit of it in the customer's home; " +
        "or 'This ticket was changed by another request, please reload it'",
    },
  },
});
