/** Rules about support messages that hold whatever the storage: no I/O here. */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_ISSUE_LENGTH = 5000;

export const MESSAGE_SENT = 'Your message has been sent successfully!';

export interface SupportRequest {
  messageId: string;
  name: string;
  email: string;
  receivedAt: string;
}

/**
 * The e-mail that tells the sender their message arrived. It does not repeat the message: an acknowledgement
 * that echoed whatever text was submitted would let anyone send arbitrary content to any address through us.
 */
export function acknowledgementOf(request: SupportRequest): { subject: string; text: string } {
  const reference = request.messageId.slice(-8).toUpperCase();
  return {
    subject: `We received your message (ref. ${reference})`,
    text: [
      `Hello ${request.name},`,
      '',
      'Thank you for contacting Rent-to-Own Appliance support. We have received your message and will reply to this',
      'address as soon as we can, usually within one business day.',
      '',
      `Your reference: ${reference} (received ${new Date(request.receivedAt).toUTCString()}).`,
      '',
      'If you did not write to us, you can ignore this e-mail.',
    ].join('\n'),
  };
}
