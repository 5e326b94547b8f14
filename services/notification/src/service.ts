import { billingPaused, billingResumed, deliveryBooked, deliveryReleased, loginAttackDetected, orderActivated, orderCancelled, orderPlaced, passwordResetRequested, paymentFailed, supportRequested, userDeleted, userRegistered, userUpdated, userVerificationRequested, userVerified } from '@rto/contracts';
import { bindContract, createMailer, createRateLimiter, createRuntime, prepareCollections, retryAtStart, type RunningService } from '@rto/kit';
import { createBulkSender } from './bulk-sender';
import { createIdentityClient } from './clients/identity.client';
import type { NotificationConfig } from './config';
import { onBillingPausedOrResumed } from './events/on-billing-changed';
import { onDeliveryBooked, onDeliveryReleased } from './events/on-delivery-changed';
import { onLoginAttackDetected } from './events/on-login-attack';
import { onOrderActivated } from './events/on-order-activated';
import { onOrderCancelled } from './events/on-order-cancelled';
import { onOrderPlaced } from './events/on-order-placed';
import { onPasswordResetRequested } from './events/on-password-reset-requested';
import { onPaymentFailed } from './events/on-payment-failed';
import { onSupportRequested } from './events/on-support-requested';
import { onUserDeleted, onUserRegistered, onUserRegisteredOrUpdated } from './events/on-user-changed';
import { onUserVerified } from './events/on-user-verified';
import { onVerificationRequested } from './events/on-verification-requested';
import { adminHandlers } from './http/admin.routes';
import { notificationContract } from './http/contract';
import { supportHandlers } from './http/support.routes';
import { createReceiptDelivery } from './receipt-delivery';
import { createAdminNotificationRepository } from './store/admin-notification.repository';
import { createBulkMessageRepository } from './store/bulk-message.repository';
import { createCustomerRepository } from './store/customer.repository';
import { createOrderReceiptRepository } from './store/order-receipt.repository';
import { createSupportMessageRepository } from './store/support-message.repository';

/**
 * Starts notification: connects its store and the bus, sends every e-mail (support acknowledgements, password-reset
 * links, e-mail verification links, order receipts once paid and the address proved, bulk messages), keeps the
 * admin feed, serves its API.
 */
export async function startNotification(config: NotificationConfig): Promise<RunningService> {
  const runtime = await createRuntime('notification', config);
  const messages = createSupportMessageRepository(runtime.db);
  const notifications = createAdminNotificationRepository(runtime.db);
  const customers = createCustomerRepository(runtime.db);
  const receipts = createOrderReceiptRepository(runtime.db);
  const bulkMessages = createBulkMessageRepository(runtime.db);
  await retryAtStart(runtime.logger, 'creating collections and indexes', () =>
    prepareCollections(messages.model, notifications.model, customers.model, receipts.model, bulkMessages.model),
  );

  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
  const deliverReceipt = createReceiptDelivery({ receipts, customers, mailer, logger: runtime.logger });
  const identity = createIdentityClient({ baseUrl: config.IDENTITY_URL, settings: config, timeoutMs: config.IDENTITY_TIMEOUT_MS, logger: runtime.logger });
  runtime.bus
    .publishOutboxOf({ model: messages.model })
    .on(supportRequested, onSupportRequested(mailer, notifications, config.SUPPORT_ANSWER_WITHIN))
    .on(passwordResetRequested, onPasswordResetRequested(identity, mailer, runtime.logger))
    .on(userRegistered, onUserRegistered(customers, notifications))
    .on(userUpdated, onUserRegisteredOrUpdated(customers))
    .on(userDeleted, onUserDeleted(customers))
    .on(userVerificationRequested, onVerificationRequested(identity, mailer, runtime.logger))
    .on(userVerified, onUserVerified({ customers, receipts, deliverReceipt }))
    .on(loginAttackDetected, onLoginAttackDetected(notifications))
    .on(orderPlaced, onOrderPlaced({ notifications, receipts, deliverReceipt }))
    .on(orderActivated, onOrderActivated({ receipts, deliverReceipt }))
    .on(orderCancelled, onOrderCancelled(notifications))
    .on(paymentFailed, onPaymentFailed(notifications))
    .on(deliveryBooked, onDeliveryBooked(notifications))
    .on(deliveryReleased, onDeliveryReleased(notifications))
    .on(billingPaused, onBillingPausedOrResumed(notifications, customers, true))
    .on(billingResumed, onBillingPausedOrResumed(notifications, customers, false));

  const limiter = createRateLimiter(runtime.redis, runtime.logger);
  const sender = createBulkSender({ messages: bulkMessages, customers, mailer, logger: runtime.logger, sweepIntervalMs: config.BULK_SWEEP_INTERVAL * 1000, retryAfterMs: config.BULK_RETRY_AFTER_MS });
  // The largest valid message as a browser sends it: an issue of 5000 characters at up to 3 bytes each in UTF-8
  // (15 kB), the name and the address. 16 kB takes that, and the largest bulk message (domain/bulk-message.ts);
  // anything larger is refused before it is parsed.
  let running: RunningService;
  try {
    running = await runtime.serve(
      (app) => {
        bindContract(
          app,
          notificationContract,
          { ...supportHandlers(runtime, messages, limiter), ...adminHandlers({ runtime, notifications, bulkMessages, customers, sender }) },
          runtime.guard,
        );
      },
      { bodyLimit: '16kb' },
    );
  } catch (error) {
    await sender.stop();
    throw error;
  }
  sender.start();
  return {
    ...running,
    async stop() {
      await sender.stop();
      await running.stop();
    },
  };
}
