import type { EventOf } from '@rto/kit';
import type { rentalOwned } from '@rto/contracts';
import { ownedMailOf, rentalOwnedNotice } from '../domain/rental-owned';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { MailCustomer, MailOutcome } from './mail-customer';

export interface TellRentalOwnedDeps {
  notifications: AdminNotificationRepository;
  mailCustomer: MailCustomer;
  /** My Account's address, the link the e-mail gives (the SPA's /dashboard under PUBLIC_URL). */
  accountUrl: string;
}

/**
 * A rental completed as owned (billing's rental.owned): a notice in the admin feed, and an e-mail telling the
 * customer the items are theirs, with the order and the final payment (app/mail-customer.ts: a proved address only,
 * the event's id as Message-ID, so a redelivered event is the same message).
 */
export function createTellRentalOwned({ notifications, mailCustomer, accountUrl }: TellRentalOwnedDeps) {
  return async function tellRentalOwned(event: EventOf<typeof rentalOwned>): Promise<MailOutcome> {
    const rental = event.data;
    const items = await notifications.itemsOf(rental.orderId);
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...rentalOwnedNotice(rental, items), subject: rental.orderId });
    return mailCustomer({
      eventId: event.id,
      userId: rental.userId,
      orderId: rental.orderId,
      what: 'ownership e-mail',
      write: (name) => ownedMailOf(rental, items, name, accountUrl),
    });
  };
}

export type TellRentalOwned = ReturnType<typeof createTellRentalOwned>;
