import { formatCents as formatDollars } from '@rto/rules';
import type { AdminNotification } from './admin-notification';
import { escapeHtml } from './html';
import { referenceOf } from './reference';

/** What a dunning reminder says (billing's payment.reminder: a retry declined, or a late fee assessed). Pure: no I/O. */

export interface PaymentReminder {
  orderId: string;
  daysLate: number;
  amountDueCents: number;
  lateFeeCents: number;
  retried: boolean;
}

export interface ReminderMail {
  subject: string;
  text: string;
  html: string;
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The subject says how late and how much: 'Your payment is 30 days late: $72.99 is due (ref. ...)'. */
export function reminderSubject(reminder: PaymentReminder): string {
  return `Your payment is ${days(reminder.daysLate)} late: ${formatDollars(reminder.amountDueCents)} is due (ref. ${referenceOf(reminder.orderId)})`;
}

/** The e-mail to the customer: what happened, what is due now, and how to pay it (Pay Now on My Account). */
export function reminderMailOf(reminder: PaymentReminder, customerName: string): ReminderMail {
  const greeting = customerName.trim() ? `Hello ${customerName.trim()},` : 'Hello,';
  const what = reminder.retried
    ? `We tried your card again for your monthly rental payment, ${days(reminder.daysLate)} after it was due, and it was declined.`
    : `Your monthly rental payment is ${days(reminder.daysLate)} late, so a late fee of ${formatDollars(reminder.lateFeeCents)} was added, as your agreement allows.`;
  const due = `Amount due now: ${formatDollars(reminder.amountDueCents)} (order ${reminder.orderId}).`;
  const how = 'Please pay it with Pay Now on My Account, where you can also change your card.';
  const text = [greeting, '', what, '', due, '', how, 'If you have paid since this was sent, please ignore it.'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(what)}</p>`,
    `<p><strong>${escapeHtml(due)}</strong></p>`,
    `<p>${escapeHtml(how)}<br>If you have paid since this was sent, please ignore it.</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: reminderSubject(reminder), text, html };
}

/** The admin feed's line: an order going late, with its items. */
export function paymentReminderNotice(reminder: PaymentReminder, items: string[]): AdminNotification {
  const step = reminder.retried ? 'retry declined' : `late fee ${formatDollars(reminder.lateFeeCents)} assessed`;
  return {
    type: 'payment',
    priority: reminder.daysLate > 30 ? 'high' : 'medium',
    message: `Order ${reminder.orderId} is ${days(reminder.daysLate)} late (${step}): ${formatDollars(reminder.amountDueCents)} due`,
    items,
  };
}
