import { escapeHtml } from './html';

/** The password-reset e-mail (docs/architecture.md): what it says, whatever sends it. Pure: no I/O. */

export interface ResetLink {
  resetUrl: string;
  /** ISO time the link stops working. */
  expiresAt: string;
}

/**
 * The e-mail with the link where the account's owner chooses the new password. Anyone can ask for a reset of any
 * address, and anyone can register any address with any name, so the e-mail greets neutrally and says only our
 * words and the link: never a name someone typed.
 */
export function passwordResetMailOf(link: ResetLink, now: Date): { subject: string; text: string; html: string } {
  const minutes = Math.max(1, Math.round((Date.parse(link.expiresAt) - now.getTime()) / 60_000));
  const within = `within ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const url = escapeHtml(link.resetUrl);
  return {
    subject: 'Choose your new password',
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) asked to reset the password of your Rent-to-Own Appliance account.',
      `To choose your new password, open this link ${within}:`,
      '',
      link.resetUrl,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
      '<p>Hello,</p>',
      '<p>Someone (hopefully you) asked to reset the password of your Rent-to-Own Appliance account.',
      `To choose your new password, open this link ${within}:</p>`,
      `<p><a href="${url}">Choose my new password</a></p>`,
      `<p style="font-size:12px;color:#6b7280">${url}</p>`,
      '<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
      '</body></html>',
    ].join('\n'),
  };
}
