import { formatCents, STORE_TIME_ZONE } from '@rto/rules';
import type { AdminNotification } from './admin-notification';
import { customerMailOf } from './customer-mail';
import { spokenDay } from './delivery-missed';
import { referenceOf } from './reference';
import type { BookedPickup } from './return-pickup';

/** What is said when a rental completes as owned (billing's rental.owned: its last payment, or its payoff). Pure: no I/O. */

export interface OwnedRental {
  orderId: string;
  reason: 'last-payment' | 'payoff';
  /** ISO time it completed. */
  ownedAt: string;
  /** The final invoice's amount; absent on events older than it. */
  finalPaymentCents?: number | undefined;
}

/** 'the Fridge', 'the Fridge and the Washer', 'the Fridge, the Washer and the Dryer'; 'your rented items' when unknown. */
export function ownedItemsOf(items: string[]): string {
  if (items.length === 0) return 'your rented items';
  const named = items.map((item) => `the ${item}`);
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
}

const verbOf = (items: string[]) => (items.length === 1 ? 'is' : 'are');

/** The final payment as the customer reads it: what it was and, when told, its amount. */
function finalPaymentOf(rental: OwnedRental): string {
  const what = rental.reason === 'payoff' ? 'early purchase payoff' : 'last monthly payment';
  const amount = rental.finalPaymentCents === undefined ? '' : ` of ${formatCents(rental.finalPaymentCents)}`;
  const day = new Date(rental.ownedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: STORE_TIME_ZONE });
  return `Your ${what}${amount} was received on ${day}`;
}

/**
 * The e-mail: "It's yours: the Fridge is now yours", the order, the final payment, and a link to My Account; when a
 * pickup was booked, that it is cancelled (the customer, or the repossession notice, expects a crew that day).
 */
export function ownedMailOf(rental: OwnedRental, items: string[], customerName: string, accountUrl: string, dropped: Pick<BookedPickup, 'pickupDate' | 'pickupTime'> | null = null) {
  const what = `${ownedItemsOf(items)} ${verbOf(items)} now yours`;
  const paragraphs = [
    `${finalPaymentOf(rental)}, so your rental (order ${rental.orderId}) is complete: ${what}. Nothing more will be drafted for it.`,
    ...(dropped ? [`The pickup booked for ${spokenDay(dropped.pickupDate)} at ${dropped.pickupTime} is cancelled: nobody will come.`] : []),
    'Your final invoice and the payments you made are on My Account.',
    'Thank you for renting with us.',
  ];
  return customerMailOf(`It's yours: ${what} (ref. ${referenceOf(rental.orderId)})`, customerName, paragraphs, { label: 'My Account', url: accountUrl });
}

/** The admin feed's line: an order owned, by which payment. */
export function rentalOwnedNotice(rental: OwnedRental, items: string[]): AdminNotification {
  const by = rental.reason === 'payoff' ? 'early purchase payoff' : 'last monthly payment';
  const amount = rental.finalPaymentCents === undefined ? '' : ` of ${formatCents(rental.finalPaymentCents)}`;
  return { type: 'payment', priority: 'low', message: `Order ${rental.orderId} is owned by the customer: ${by}${amount} paid`, items };
}
