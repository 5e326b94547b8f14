import type { EventOf, HandlerContext } from '@rto/kit';
import type { passwordResetRequested } from '@rto/contracts';
import type { SendPasswordResetLink } from '../app/send-password-reset-link';

/** E-mails the reset's link (app/send-password-reset-link.ts); the handled event's key makes a resend the same e-mail. */
export function onPasswordResetRequested(sendPasswordResetLink: SendPasswordResetLink) {
  return async (event: EventOf<typeof passwordResetRequested>, context: HandlerContext): Promise<void> => {
    await sendPasswordResetLink(event.data, context.handledKey);
  };
}
