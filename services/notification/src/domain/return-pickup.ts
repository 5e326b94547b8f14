import type { AdminNotification } from './admin-notification';
import { customerMailOf } from './customer-mail';
import { spokenDay } from './delivery-missed';
import { referenceOf } from './reference';

/** What is said when a pickup is booked to take an order's goods back (order's order.return-booked). Pure: no I/O. */

export interface BookedPickup {
  orderId: string;
  /** YYYY-MM-DD, a store date. */
  pickupDate: string;
  pickupTime: string;
  bookedBy: 'customer' | 'admin';
}

/** The admin feed's line: planned work for the crew, and why. */
export function pickupBookedNotice(pickup: BookedPickup): AdminNotification {
  const why = pickup.bookedBy === 'admin' ? 'scheduled by an admin (repossession); the customer is told' : 'the customer is ending the rental';
  return { type: 'delivery', priority: 'medium', message: `Pickup booked for order ${pickup.orderId} on ${pickup.pickupDate} at ${pickup.pickupTime}: ${why}` };
}

/**
 * The rental became owned while its pickup was booked (order drops the pickup and frees its visit): the crew must not
 * go, and whoever planned the visit should know why it left the calendar.
 */
export function pickupDroppedNotice(pickup: BookedPickup): AdminNotification {
  return {
    type: 'delivery',
    priority: 'high',
    message: `Pickup for order ${pickup.orderId} on ${pickup.pickupDate} at ${pickup.pickupTime} dropped: the rental is now owned by the customer, nobody goes`,
  };
}

/** The e-mail to the customer when an admin scheduled the pickup (a customer's own booking is shown on My Account). */
export function pickupMailOf(pickup: BookedPickup, customerName: string, accountUrl: string) {
  const paragraphs = [
    `Your rental payments on order ${pickup.orderId} are more than 90 days late, so under your agreement we will collect the rented items.`,
    `Our crew will come on ${spokenDay(pickup.pickupDate)} at ${pickup.pickupTime}. Rent and fees already due are still owed.`,
    'If you have questions, or want to settle what is due, please contact us or visit My Account.',
  ];
  return customerMailOf(`Pickup scheduled for your rental (ref. ${referenceOf(pickup.orderId)})`, customerName, paragraphs, { label: 'Open My Account', url: accountUrl });
}
