import type { AdminNotification } from './admin-notification';
import { customerMailOf } from './customer-mail';
import { referenceOf } from './reference';

/** What is said when an order's delivery was missed (order's order.delivery-missed). Pure: no I/O. */

export interface MissedVisit {
  orderId: string;
  /** YYYY-MM-DD, a store date. */
  deliveryDate: string;
  deliveryTime: string;
  note: string;
}

/** 'Tuesday, December 22' of a store date. */
export function spokenDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The e-mail: the visit missed, and a link to My Account to pick a new time. */
export function missedMailOf(visit: MissedVisit, customerName: string, accountUrl: string) {
  const paragraphs = [
    `We came to deliver your order ${visit.orderId} on ${spokenDay(visit.deliveryDate)} at ${visit.deliveryTime}, but could not make the delivery.`,
    ...(visit.note ? [`Our technician noted: ${visit.note}`] : []),
    'Please pick a new delivery time on My Account: your rental starts when it is delivered.',
  ];
  return customerMailOf(`Delivery missed: please pick a new time (ref. ${referenceOf(visit.orderId)})`, customerName, paragraphs, { label: 'Pick a new time', url: accountUrl });
}

/** The admin feed's line. */
export function deliveryMissedNotice(visit: MissedVisit): AdminNotification {
  const note = visit.note ? `: ${visit.note}` : '';
  return { type: 'delivery', priority: 'high', message: `Delivery missed for order ${visit.orderId} on ${visit.deliveryDate} at ${visit.deliveryTime}${note}; the customer is asked to reschedule` };
}
