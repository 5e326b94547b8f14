import type { HandlersOf, RateLimiter, ServiceRuntime } from '@rto/kit';
import type { NotificationConfig } from '../config';
import { MESSAGE_SENT } from '../domain/support';
import type { SupportMessageRepository } from '../store/support-message.repository';
import type { notificationContract } from './contract';

/** Contact support: stored with its event; the acknowledgement e-mail is sent by the event's consumer. */
export function supportHandlers(
  runtime: ServiceRuntime<NotificationConfig>,
  messages: SupportMessageRepository,
  limiter: RateLimiter,
): Pick<HandlersOf<typeof notificationContract>, 'contactSupport'> {
  const { config, bus } = runtime;
  return {
    async contactSupport({ body }) {
      // Per address as well as the gateway's per client address: nobody floods one inbox with acknowledgements.
      await limiter.hit(
        { name: 'support:account', limit: config.SUPPORT_REQUESTS_PER_ACCOUNT, windowSeconds: config.SUPPORT_LIMIT_WINDOW },
        body.email,
      );
      await messages.create(body);
      bus.relay.nudge();
      return { message: MESSAGE_SENT };
    },
  };
}
