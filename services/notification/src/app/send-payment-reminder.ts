import type { EventOf } from '@rto/kit';
import type { paymentReminder } from '@rto/contracts';
import { paymentReminderNotice, reminderMailOf } from '../domain/payment-reminder';
import type { AdminNotificationRepository } from '../store/admin-notification.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';
import type { MailCustomer, MailOutcome } from './mail-customer';

export interface SendPaymentReminderDeps {
  notifications: AdminNotificationRepository;
  /** The order's items as placed. */
  receipts: Pick<OrderReceiptRepository, 'itemsOf'>;
  mailCustomer: MailCustomer;
}

export type SendPaymentReminder = (event: EventOf<typeof paymentReminder>) => Promise<MailOutcome>;

/**
 * A dunning step on a late payment (billing's payment.reminder): a notice in the admin feed, and an e-mail to the
 * customer saying how late it is and what is due (app/mail-customer.ts: a proved address only, the event's id as
 * Message-ID, a deleted customer written to no more).
 */
export function createSendPaymentReminder({ notifications, receipts, mailCustomer }: SendPaymentReminderDeps): SendPaymentReminder {
  return async function sendPaymentReminder(event) {
    const reminder = event.data;
    const items = await receipts.itemsOf(reminder.orderId);
    await notifications.recordFromEvent(event.id, new Date(event.occurredAt), { ...paymentReminderNotice(reminder, items), subject: reminder.orderId });
    return mailCustomer({
      eventId: event.id,
      userId: reminder.userId,
      orderId: reminder.orderId,
      what: 'payment reminder',
      write: (name) => reminderMailOf(reminder, name),
    });
  };
}
