import type { EventOf } from '@rto/kit';
import type { rentalOwned } from '@rto/contracts';
import { ownedMailOf, rentalOwnedNotice } from '../domain/rental-owned';
import { pickupDroppedNotice } from '../domain/return-pickup';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { OrderPickupRepository } from '../store/order-pickup.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { MailCustomer, MailOutcome } from './mail-customer';

export interface TellRentalOwnedDeps {
  notifications: AdminNotificationRepository;
  /** The order's items as placed: all of them are now the customer's. */
  receipts: Pick<OrderReceiptRepository, 'itemsOf'>;
  /** The pickup booked for the order, which order drops once it is owned. */
  pickups: Pick<OrderPickupRepository, 'claimDropped'>;
  mailCustomer: MailCustomer;
  /** My Account's address, the link the e-mail gives (the SPA's /dashboard under PUBLIC_URL). */
  accountUrl: string;
}

/**
 * A rental completed as owned (billing's rental.owned): a notice in the admin feed, and an e-mail telling the
 * customer the items are theirs, with the order and the final payment (app/mail-customer.ts: a proved address only,
 * the event's id as Message-ID, so a redelivered event is the same message). A pickup still booked for the goods is
 * dropped by order without a word to anyone: the e-mail says nobody will come, and the feed tells the crew, once
 * per order (the first owning event claims it; only its redelivery tells again, as the same message and notice).
 */
export function createTellRentalOwned({ notifications, receipts, pickups, mailCustomer, accountUrl }: TellRentalOwnedDeps) {
  return async function tellRentalOwned(event: EventOf<typeof rentalOwned>): Promise<MailOutcome> {
    const rental = event.data;
    const items = await receipts.itemsOf(rental.orderId);
    const dropped = await pickups.claimDropped(rental.orderId, event.id);
    const at = new Date(event.occurredAt);
    await notifications.recordFromEvent(event.id, at, { ...rentalOwnedNotice(rental, items), subject: rental.orderId });
    if (dropped) await notifications.recordFromEvent(`${event.id}.pickup-dropped`, at, { ...pickupDroppedNotice(dropped), subject: rental.orderId });
    return mailCustomer({
      eventId: event.id,
      userId: rental.userId,
      orderId: rental.orderId,
      what: 'ownership e-mail',
      write: (name) => ownedMailOf(rental, items, name, accountUrl, dropped),
    });
  };
}

export type TellRentalOwned = ReturnType<typeof createTellRentalOwned>;
