import type { EventOf, Logger, Mailer } from '@rto/kit';
import type { paymentReminder } from '@rto/contracts';
import { paymentReminderNotice, reminderMailOf } from '../domain/payment-reminder';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { CustomerRepository } from '../store/customer.repository';

export interface SendPaymentReminderDeps {
  notifications: AdminNotificationRepository;
  customers: CustomerRepository;
  mailer: Mailer;
  logger: Logger;
}

export type SendPaymentReminder = (event: EventOf<typeof paymentReminder>) => Promise<'sent' | 'held' | 'deleted'>;

/**
 * A dunning step on a late payment (billing's payment.reminder): a notice in the admin feed, and an e-mail to the
 * customer saying how late it is and what is due. The e-mail carries the event's id as its Message-ID, so a
 * redelivered event is recognisably the same message. Only a proved address is written to (anyone can register a
 * stranger's), and a deleted customer is written to no more.
 */
export function createSendPaymentReminder({ notifications, customers, mailer, logger }: SendPaymentReminderDeps): SendPaymentReminder {
  return async function sendPaymentReminder(event) {
    const reminder = event.data;
    const items = await notifications.itemsOf(reminder.orderId);
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...paymentReminderNotice(reminder, items), subject: reminder.orderId });
    const customer = await customers.contactOf(reminder.userId);
    // identity's user.registered travels apart from billing's events: failing makes the bus try again once it is in.
    if (customer === null) throw new Error(`payment reminder for order ${reminder.orderId}: customer ${reminder.userId} is not known yet`);
    if (customer === 'deleted') return 'deleted';
    if (!customer.verified) {
      logger.info({ orderId: reminder.orderId, userId: reminder.userId }, 'payment reminder not e-mailed: the address is not proved');
      return 'held';
    }
    await mailer.send({ to: customer.email, idempotencyKey: event.id, ...reminderMailOf(reminder, customer.name) });
    return 'sent';
  };
}
