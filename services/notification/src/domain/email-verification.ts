import { escapeHtml } from './html';

/** The e-mail that proves an address (issue 19): what it says, whatever sends it. Pure: no I/O. */

export interface VerificationLinkFacts {
  verifyUrl: string;
  /** ISO time the link stops working. */
  expiresAt: string;
}

/** '2 hours', '1 day', '45 minutes': how long the link still works, in the largest whole unit. */
function lifetimeOf(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const [amount, unit] = minutes >= 2 * 24 * 60 ? [Math.floor(minutes / (24 * 60)), 'day'] : minutes >= 120 ? [Math.floor(minutes / 60), 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The verification link, and nothing else. This is the one e-mail an address nobody proved yet gets, and anyone can
 * register any address under any name: so it greets neutrally, says only our words and the link (never a name
 * someone typed), and tells a stranger what ignoring it means (nothing more comes).
 */
export function verificationMailOf(link: VerificationLinkFacts, now: Date): { subject: string; text: string; html: string } {
  const within = `within ${lifetimeOf(Date.parse(link.expiresAt) - now.getTime())}`;
  const url = escapeHtml(link.verifyUrl);
  const ignore = 'If you did not create this account, ignore this e-mail: we send nothing more to this address unless it is confirmed.';
  return {
    subject: 'Confirm your e-mail address',
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) created a Rent-to-Own Appliance account with this e-mail address.',
      `To confirm that it is yours, open this link ${within}:`,
      '',
      link.verifyUrl,
      '',
      'Order receipts and our messages come once the address is confirmed. The link works once.',
      ignore,
    ].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
      '<p>Hello,</p>',
      '<p>Someone (hopefully you) created a Rent-to-Own Appliance account with this e-mail address.',
      `To confirm that it is yours, open this link ${within}:</p>`,
      `<p><a href="${url}">Confirm my e-mail address</a></p>`,
      `<p style="font-size:12px;color:#6b7280">${url}</p>`,
      `<p>Order receipts and our messages come once the address is confirmed. The link works once.<br>${ignore}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
