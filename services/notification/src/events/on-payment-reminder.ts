import type { EventOf } from '@rto/kit';
import type { paymentReminder } from '@rto/contracts';
import type { SendPaymentReminder } from '../app/send-payment-reminder';

/** A late payment's dunning step (billing): the admin feed's notice and the customer's e-mail. */
export function onPaymentReminder(sendPaymentReminder: SendPaymentReminder) {
  return async (event: EventOf<typeof paymentReminder>): Promise<void> => {
    await sendPaymentReminder(event);
  };
}
