import type { EventOf } from '@rto/kit';
import type { orderDeliveryMissed } from '@rto/contracts';
import { deliveryMissedNotice, missedMailOf } from '../domain/delivery-missed';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { MailCustomer, MailOutcome } from './mail-customer';

/**
 * A delivery was missed (order.delivery-missed): the admin feed's notice, and the customer's e-mail asking them to
 * pick a new time on My Account (a proved address only; the event's id as Message-ID: redelivered, the same one).
 */
export function createTellDeliveryMissed(deps: { notifications: Pick<AdminNotificationRepository, 'recordFromEvent'>; mailCustomer: MailCustomer; accountUrl: string }) {
  return async (event: EventOf<typeof orderDeliveryMissed>): Promise<MailOutcome> => {
    const visit = event.data;
    await deps.notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...deliveryMissedNotice(visit), subject: visit.orderId });
    const write = (name: string) => missedMailOf(visit, name, deps.accountUrl);
    return deps.mailCustomer({ eventId: event.id, userId: visit.userId, orderId: visit.orderId, what: 'missed delivery e-mail', write });
  };
}

export type TellDeliveryMissed = ReturnType<typeof createTellDeliveryMissed>;
