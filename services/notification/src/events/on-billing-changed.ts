import type { EventOf } from '@rto/kit';
import type { billingPaused, billingResumed } from '@rto/contracts';
import { billingPausedNotice, billingResumedNotice, customerLabel } from '../domain/admin-notification';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { CustomerRepository } from '../store/customer.repository';

/**
 * A customer's billing was paused or resumed (by them, or by an admin suspending or activating them): a notice in
 * the admin feed, once per event, naming the customer as identity last told.
 */
export function onBillingPausedOrResumed(notifications: AdminNotificationRepository, customers: CustomerRepository, paused: boolean) {
  return async (event: EventOf<typeof billingPaused> | EventOf<typeof billingResumed>): Promise<void> => {
    const { userId } = event.data;
    const contact = await customers.contactOf(userId);
    const who = customerLabel(userId, contact === 'deleted' ? null : contact);
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...(paused ? billingPausedNotice(who) : billingResumedNotice(who)), subject: userId });
  };
}
