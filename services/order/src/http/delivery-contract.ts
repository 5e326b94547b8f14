import { schedulingInternalContract } from '@rto/contracts';
import { defineContract, objectId, optionalLine, requiredLine } from '@rto/kit';
import { z } from 'zod';
import { orderView } from './order-view';

/** The slot's date and time are checked exactly as scheduling checks them when the slot is claimed. */
const slot = schedulingInternalContract.claimSlot.body.shape;
/** An order's id in the path, and the order answered: shared by the visit paths (the return's too). */
export const params = z.object({ orderId: objectId('orderId must be an order id') });
export const answer = z.object({ message: z.string(), order: orderView });
const NOT_PAID = "'Only a placed and paid order can be delivered' (pending, cancelled or completed)";

/**
 * The delivery visit (issue 23, item 1; added to the spec): the admin marks it delivered or missed, the customer
 * picks a new time. Part of `orderContract`.
 */
export const orderDeliveryContract = defineContract({
  markDelivered: {
    method: 'patch',
    path: '/markDelivered/:orderId',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary:
      "Mark an order's delivery made (technician, note): deliveryStatus becomes 'delivered' and the rental's term starts (order.delivered: billing counts the month from now). " +
      'Only a placed and paid order whose delivery is scheduled or missed; marked again it answers the same order and tells nothing twice',
    params,
    body: z.object(
      {
        technician: requiredLine('technician', 'technician is required', 100),
        note: optionalLine('note', 500),
      },
      { error: 'The body must be { technician, note? }' },
    ),
    response: answer,
    errors: { 404: "'Order not found'", 409: NOT_PAID },
  },
  markMissed: {
    method: 'patch',
    path: '/markMissed/:orderId',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary:
      "Mark an order's delivery missed (note): deliveryStatus becomes 'missed', its slot is freed and the customer is told and asked to pick a new time (order.delivery-missed). Marked again it answers the same order",
    params,
    body: z.object({ note: optionalLine('note', 500) }, { error: 'The body must be { note? }' }),
    response: answer,
    errors: { 404: "'Order not found'", 409: `${NOT_PAID}, or 'This order was delivered already'` },
  },
  rescheduleDelivery: {
    method: 'patch',
    path: '/rescheduleDelivery/:orderId',
    access: 'customer',
    tag: 'Orders',
    summary:
      "Move the delivery of the caller's own order (scheduled, or missed) to another slot, under the same calendar rules and notice (DELIVERY_LEAD_HOURS) as booking. " +
      'The new slot is held before the old one is freed: a slot taken keeps the old one',
    params,
    body: z.object({ deliveryDate: slot.deliveryDate, deliveryTime: slot.deliveryTime }, { error: 'The body must be { deliveryDate, deliveryTime }' }),
    response: answer,
    errors: {
      404: "'Order not found': no such order of the caller's (another customer's order is not found either)",
      409: `'This time slot is already booked' (the order keeps its slot); 'This order was delivered already'; or ${NOT_PAID}`,
      422: 'The slot can no longer be booked, or the delivery booked is already within the notice deliveries need and stays, in words for the customer (a past date, within the notice deliveries need, a day without deliveries, beyond the booking horizon)',
      429: "Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again",
    },
  },
});
