import type { HandlersOf, RateLimiter, ServiceRuntime } from '@rto/kit';
import type { NotificationConfig } from '../config';
import { referenceOf } from '../domain/reference';
import { MESSAGE_SENT } from '../domain/support';
import type { SupportMessageRepository } from '../store/support-message.repository';
import type { notificationContract } from './contract';

/**
 * Contact support: stored with its event; the acknowledgement e-mail is sent by the event's consumer. The answer
 * gives the same reference as that e-mail, so the sender has it on screen at once.
 */
export function supportHandlers(
  runtime: ServiceRuntime<NotificationConfig>,
  messages: SupportMessageRepository,
  limiter: RateLimiter,
): Pick<HandlersOf<typeof notificationContract>, 'contactSupport' | 'getSupportInfo'> {
  const { config } = runtime;
  return {
    async contactSupport({ body }) {
      // Per address as well as the gateway's per client address: nobody floods one inbox with acknowledgements.
      await limiter.hit(
        { name: 'support:account', limit: config.SUPPORT_REQUESTS_PER_ACCOUNT, windowSeconds: config.SUPPORT_LIMIT_WINDOW },
        body.email,
      );
      const stored = await messages.create(body);
      return { message: MESSAGE_SENT, reference: referenceOf(stored.id), answerWithin: config.SUPPORT_ANSWER_WITHIN };
    },
    async getSupportInfo() {
      return { phone: config.SUPPORT_PHONE, hours: config.SUPPORT_HOURS, answerWithin: config.SUPPORT_ANSWER_WITHIN };
    },
  };
}
