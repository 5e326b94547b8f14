import type { EventOf, HandlerContext } from '@rto/kit';
import type { userVerificationRequested } from '@rto/contracts';
import type { SendVerificationLink } from '../app/send-verification-link';

/** E-mails the verification's link (app/send-verification-link.ts); the handled event's key makes a resend the same e-mail. */
export function onVerificationRequested(sendVerificationLink: SendVerificationLink) {
  return async (event: EventOf<typeof userVerificationRequested>, context: HandlerContext): Promise<void> => {
    await sendVerificationLink(event.data, context.handledKey);
  };
}
