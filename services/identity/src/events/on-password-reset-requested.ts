import type { EventOf, HandlerContext, Mailer } from '@rto/kit';
import type { passwordResetRequested } from './published';

/**
 * E-mails the reset link, where the account's owner chooses the new password. It runs as a consumer of
 * identity's own event, so a mail server that is down delays the e-mail (retries, then the dead-letter queue)
 * instead of losing it or failing the request.
 */
export function onPasswordResetRequested(mailer: Mailer) {
  return async (event: EventOf<typeof passwordResetRequested>, context: HandlerContext): Promise<void> => {
    const { name, email, resetUrl, expiresAt } = event.data;
    const minutes = Math.max(1, Math.round((Date.parse(expiresAt) - Date.parse(event.occurredAt)) / 60_000));
    await mailer.send({
      to: email,
      idempotencyKey: context.handledKey,
      subject: 'Choose your new password',
      text: [
        `Hello ${name},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Rent-to-Own Appliance account.',
        `To choose your new password, open this link within ${minutes} minutes:`,
        '',
        resetUrl,
        '',
        'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  };
}
