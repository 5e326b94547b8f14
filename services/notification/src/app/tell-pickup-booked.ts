import type { EventOf } from '@rto/kit';
import type { orderReturnBooked } from '@rto/contracts';
import { pickupBookedNotice, pickupMailOf } from '../domain/return-pickup';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { OrderPickupRepository } from '../store/order-pickup.repository';
import type { MailCustomer, MailOutcome } from './mail-customer';

export interface TellPickupBookedDeps {
  notifications: Pick<AdminNotificationRepository, 'recordFromEvent'>;
  /** Where the pickup is kept, so that one dropped when the rental becomes owned can be told of. */
  pickups: Pick<OrderPickupRepository, 'recordBooked'>;
  mailCustomer: MailCustomer;
  accountUrl: string;
}

/**
 * A pickup was booked (order.return-booked): kept, the admin feed's notice, and when an admin scheduled it
 * (repossession) the customer's e-mail (a proved address only; the event's id as Message-ID: redelivered, the same one).
 */
export function createTellPickupBooked(deps: TellPickupBookedDeps) {
  return async (event: EventOf<typeof orderReturnBooked>): Promise<MailOutcome | null> => {
    const pickup = event.data;
    const at = new Date(event.occurredAt);
    await deps.pickups.recordBooked(pickup, at);
    await deps.notifications.recordFromEvent(event.id, at, { ...pickupBookedNotice(pickup), subject: pickup.orderId });
    if (pickup.bookedBy !== 'admin') return null;
    const write = (name: string) => pickupMailOf(pickup, name, deps.accountUrl);
    return deps.mailCustomer({ eventId: event.id, userId: pickup.userId, orderId: pickup.orderId, what: 'pickup e-mail', write });
  };
}

export type TellPickupBooked = ReturnType<typeof createTellPickupBooked>;
