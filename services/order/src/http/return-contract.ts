import { schedulingInternalContract } from '@rto/contracts';
import { defineContract, optionalLine } from '@rto/kit';
import { z } from 'zod';
import { RETURN_CONDITIONS } from '../domain/order-return';
import { answer, params } from './delivery-contract';

/** The pickup's date and time are checked exactly as scheduling checks a delivery's slot. */
const { deliveryDate, deliveryTime } = schedulingInternalContract.claimSlot.body.shape;
const pickupBody = z.object({ pickupDate: deliveryDate, pickupTime: deliveryTime }, { error: 'The body must be { pickupDate, pickupTime }' });
const SLOT_RULES =
  'The slot cannot be booked, in words for the customer (a past date, within the notice visits need, a day without visits, beyond the booking horizon)';
const PICKUP_CONFLICTS =
  "'This time slot is already booked'; 'This order has not been delivered yet'; 'This rental has ended' (completed or cancelled); 'A pickup is already booked for this order'; or 'This order was returned already'";

/**
 * The return (issue 23, item 3; added to the spec): the customer ends the rental by booking a pickup (month to month,
 * no fee), an admin schedules one for an order eligible for repossession, and marks the goods returned. Part of
 * `orderContract`.
 */
export const orderReturnContract = defineContract({
  requestReturn: {
    method: 'post',
    path: '/requestReturn/:orderId',
    access: 'customer',
    tag: 'Orders',
    summary:
      "End the rental of the caller's own delivered, live order (active, overdue or paused) by booking a pickup on the crew's calendar (the delivery calendar's rules and notice). " +
      'Month to month, no fee: rent is still drafted until the goods are back (order.return-booked). Two requests at once book one pickup',
    params,
    body: pickupBody,
    response: answer,
    status: 201,
    errors: {
      404: "'Order not found': no such order of the caller's (another customer's order is not found either)",
      409: PICKUP_CONFLICTS,
      422: SLOT_RULES,
      429: "Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again",
    },
  },
  schedulePickup: {
    method: 'post',
    path: '/schedulePickup/:orderId',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary:
      "Book a pickup for an order eligible for repossession (more than 90 days late, as the admin's subscription billing view shows it): the customer is told by e-mail and in their notifications (order.return-booked)",
    params,
    body: pickupBody,
    response: answer,
    status: 201,
    errors: {
      404: "'Order not found'",
      409: `'This order is not eligible for repossession (more than 90 days late)'; or ${PICKUP_CONFLICTS}`,
      422: SLOT_RULES,
      503: 'Billing cannot tell right now whether the order may be repossessed: nothing was booked, try again',
    },
  },
  markReturned: {
    method: 'patch',
    path: '/markReturned/:orderId',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary:
      "Mark an order's goods returned (condition, note): the order is completed (order.returned), its subscription ends with a final invoice of anything still owed, its units come back " +
      "(available, or maintenance when damaged) and its pickup leaves the calendar. Only a delivered order that is live; marked again it answers the same order and tells nothing twice",
    params,
    body: z.object(
      {
        condition: z.enum(RETURN_CONDITIONS, { error: "condition must be 'good' or 'damaged'" }),
        note: optionalLine('note', 500),
      },
      { error: 'The body must be { condition, note? }' },
    ),
    response: answer,
    errors: { 404: "'Order not found'", 409: "'This order has not been delivered yet'; or 'This rental has ended' (completed or cancelled, other than by this return)" },
  },
});
