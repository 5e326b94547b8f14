import { STORE_TIME_ZONE } from '@rto/rules';
import { referenceOf } from './reference';
/** Rules about support messages that hold whatever the storage: no I/O here. */

export const MAX_NAME_LENGTH = 100;
export const MAX_ISSUE_LENGTH = 5000;

export const MESSAGE_SENT = 'Your message has been sent successfully!';

/** Support's contact details as settings give them (config SUPPORT_PHONE, SUPPORT_HOURS, SUPPORT_ANSWER_WITHIN). */
export interface SupportInfo {
  phone: string;
  hours: string;
  /** How soon an answer comes, as a phrase that follows 'within': 'one business day'. */
  answerWithin: string;
}

/** What the acknowledgement may say: only what we made ourselves (the reference and when it arrived). */
export interface SupportReceipt {
  messageId: string;
  receivedAt: string;
}

/** 'Sat, March 1, 2025 at 5:00 AM EST': the store's clock, as support's hours are given, never GMT. */
export function receivedTimeOf(receivedAt: string): string {
  const at = new Date(receivedAt);
  const zone = { timeZone: STORE_TIME_ZONE } as const;
  const day = at.toLocaleDateString('en-US', { ...zone, weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' });
  // Newer ICU puts a narrow no-break space before AM/PM: a plain one reads the same in every mail client.
  const time = at.toLocaleTimeString('en-US', { ...zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).replace(/\s/g, ' ');
  return `${day} at ${time}`;
}

/**
 * The e-mail that tells the sender their message arrived. Anyone can send the form with any address, so the
 * e-mail says nothing a stranger wrote: no message text and no name (a name such as "Click http://... to claim
 * your prize" would turn us into a relay for their text). A neutral greeting, our reference, our words.
 */
export function acknowledgementOf(receipt: SupportReceipt, answerWithin: string): { subject: string; text: string } {
  const reference = referenceOf(receipt.messageId);
  return {
    subject: `We received your message (ref. ${reference})`,
    text: [
      'Hello,',
      '',
      'Thank you for contacting Rent-to-Own Appliance support. We have received your message and will reply to this',
      `address as soon as we can, usually within ${answerWithin}.`,
      '',
      `Your reference: ${reference} (received ${receivedTimeOf(receipt.receivedAt)}).`,
      '',
      'If you did not write to us, you can ignore this e-mail.',
    ].join('\n'),
  };
}
