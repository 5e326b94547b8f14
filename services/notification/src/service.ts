import { bindContract, createMailer, createRateLimiter, createRuntime, prepareCollections, retryAtStart, type RunningService } from '@rto/kit';
import { deliveryBooked, deliveryReleased } from '@rto/scheduling/events';
import type { NotificationConfig } from './config';
import { onDeliveryBooked, onDeliveryReleased } from './events/on-delivery-changed';
import { onSupportRequested } from './events/on-support-requested';
import { supportRequested } from './events/published';
import { notificationContract } from './http/contract';
import { supportHandlers } from './http/support.routes';
import { createAdminNotificationRepository } from './store/admin-notification.repository';
import { createSupportMessageRepository } from './store/support-message.repository';

/** Starts notification: connects its store and the bus, e-mails acknowledgements, serves its API. */
export async function startNotification(config: NotificationConfig): Promise<RunningService> {
  const runtime = await createRuntime('notification', config);
  const messages = createSupportMessageRepository(runtime.db);
  const notifications = createAdminNotificationRepository(runtime.db);
  await retryAtStart(runtime.logger, 'creating collections and indexes', () => prepareCollections(messages.model, notifications.model));

  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
  runtime.bus
    .publishOutboxOf({ model: messages.model })
    .on(supportRequested, onSupportRequested(mailer))
    .on(deliveryBooked, onDeliveryBooked(notifications))
    .on(deliveryReleased, onDeliveryReleased(notifications));

  const limiter = createRateLimiter(runtime.redis, runtime.logger);
  // The largest valid message as a browser sends it: an issue of 5000 characters at up to 3 bytes each in UTF-8
  // (15 kB), the name and the address. 16 kB takes that; anything larger is refused before it is parsed.
  return runtime.serve(
    (app) => {
      bindContract(app, notificationContract, supportHandlers(runtime, messages, limiter), runtime.guard);
    },
    { bodyLimit: '16kb' },
  );
}
