import type { EventOf } from '@rto/kit';
import type { userRegistered, userUpdated } from '@rto/contracts';
import { customerRegisteredNotice } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { CustomerRepository } from '../store/customer.repository';

/**
 * Keeps where each customer's e-mail goes from identity's events (the customers read model): an order event names
 * only the customer's id. Applied by the events' time, so a late or repeated event changes nothing.
 */
export function onUserRegisteredOrUpdated(customers: CustomerRepository) {
  return async (event: EventOf<typeof userRegistered> | EventOf<typeof userUpdated>): Promise<void> => {
    const { userId, name, email, mobile } = event.data;
    // user.updated says nothing of verification: only a registration made verified (or user.verified) proves an address.
    const verified = 'verified' in event.data && event.data.verified === true;
    await customers.keep(userId, { name, email, mobile }, new Date(event.occurredAt), verified);
  };
}

/** A new customer: kept in the read model as above, and announced in the admin feed (once per event). */
export function onUserRegistered(customers: CustomerRepository, notifications: AdminNotificationRepository) {
  const keep = onUserRegisteredOrUpdated(customers);
  return async (event: EventOf<typeof userRegistered>): Promise<void> => {
    await keep(event);
    const { userId, name, email } = event.data;
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...customerRegisteredNotice({ name, email }), subject: userId });
  };
}
