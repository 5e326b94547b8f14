import {
  billingPaused,
  billingResumed,
  deliveryBooked,
  deliveryReleased,
  loginAttackDetected,
  orderActivated,
  orderCancelled,
  orderDelivered,
  orderDeliveryMissed,
  orderReturnBooked,
  orderReturned,
  orderPlaced,
  passwordResetRequested,
  paymentFailed,
  paymentReminder,
  rentalOwned,
  repairRequested,
  repairUpdated,
  invoiceIssued,
  invoicePaid,
  orderPaused,
  orderResumed,
  supportRequested,
  userDeleted,
  userRegistered,
  userSessionsEnded,
  userUpdated,
  userVerificationRequested,
  userVerified,
} from '@rto/contracts';
import { bindContract, createMailer, createRateLimiter, createRuntime, prepareCollections, retryAtStart, type RunningService, type RuntimeOptions } from '@rto/kit';
import { createIdentityClient } from './adapters/identity.client';
import { createLiveChannel } from './adapters/live-channel';
import { createKeptSms, createTwilioSms, type SmsSender } from './adapters/sms';
import { createIssueLiveTicket } from './app/issue-live-ticket';
import { createLiveStreams } from './app/live-streams';
import { createOpenLiveStream } from './app/open-live-stream';
import { createEndLiveSessions, createRelayLiveEvent } from './app/relay-live-event';
import { createAcknowledgeSupportRequest } from './app/acknowledge-support-request';
import { createContactSupport } from './app/contact-support';
import { createBulkMessageDelivery } from './app/deliver-bulk-messages';
import { createCreateAlert } from './app/create-alert';
import { createDeliverReceipt } from './app/deliver-receipt';
import { createGetNotifications } from './app/get-notifications';
import { createGetSupportInfo } from './app/get-support-info';
import { createListBulkMessages } from './app/list-bulk-messages';
import { createMarkNotificationsRead } from './app/mark-notifications-read';
import { createRecordFirstPayment } from './app/record-first-payment';
import { createRecordPlacedOrder } from './app/record-placed-order';
import { createRecordProvedAddress } from './app/record-proved-address';
import { createSendBulkMessage } from './app/send-bulk-message';
import { createSendPasswordResetLink } from './app/send-password-reset-link';
import { createMailCustomer } from './app/mail-customer';
import { createSendPaymentReminder } from './app/send-payment-reminder';
import { createTellRentalOwned } from './app/tell-rental-owned';
import { createSendIssuedInvoice } from './app/send-issued-invoice';
import { createSendVerificationLink } from './app/send-verification-link';
import { peerUrlsOf, type NotificationConfig } from './config';
import { onBillingPausedOrResumed } from './events/on-billing-changed';
import { onDeliveryBooked, onDeliveryReleased } from './events/on-delivery-changed';
import { onLoginAttackDetected } from './events/on-login-attack';
import { onOrderActivated } from './events/on-order-activated';
import { onOrderCancelled } from './events/on-order-cancelled';
import { onOrderPlaced } from './events/on-order-placed';
import { onPasswordResetRequested } from './events/on-password-reset-requested';
import { onPaymentFailed } from './events/on-payment-failed';
import { onPaymentReminder } from './events/on-payment-reminder';
import { onRentalOwned } from './events/on-rental-owned';
import { onDeliveryMissed } from './events/on-delivery-missed';
import { createTellDeliveryMissed } from './app/tell-delivery-missed';
import { createTellPickupBooked } from './app/tell-pickup-booked';
import { onReturnBooked } from './events/on-return-booked';
import { onOrderReturned } from './events/on-order-returned';
import { onInvoiceIssued } from './events/on-invoice-issued';
import { alsoLive, onSessionsEnded } from './events/on-live-change';
import { onRepairRequested } from './events/on-repair';
import { onSupportRequested } from './events/on-support-requested';
import { onUserRegistered, onUserRegisteredOrUpdated } from './events/on-user-changed';
import { onUserDeleted } from './events/on-user-deleted';
import { onUserVerified } from './events/on-user-verified';
import { onVerificationRequested } from './events/on-verification-requested';
import { adminHandlers } from './http/admin.routes';
import { deadLetterHandlers } from './http/dead-letters.routes';
import { createDeadLettersClient } from './adapters/dead-letters.client';
import { createGetDeadLetters } from './app/get-dead-letters';
import { createReplayDeadLetters } from './app/replay-dead-letters';
import { notificationContract } from './http/contract';
import { liveHandlers } from './http/live.routes';
import { supportHandlers } from './http/support.routes';
import { createAdminNotificationRepository } from './store/admin-notification.repository';
import { createBulkMessageRepository } from './store/bulk-message.repository';
import { createCustomerRepository } from './store/customer.repository';
import { createCustomerErasure } from './store/customer-erasure';
import { createKeptSmsStore } from './store/kept-sms.model';
import { createLiveRecent } from './store/live-recent';
import { createLiveTicketStore } from './store/live-tickets';
import { createOrderPickupRepository } from './store/order-pickup.repository';
import { createOrderReceiptRepository } from './store/order-receipt.repository';
import { createSupportMessageRepository } from './store/support-message.repository';

/**
 * Starts notification: connects its store and the bus, sends every e-mail (support acknowledgements, password-reset
 * links, e-mail verification links, order receipts once paid and the address proved, bulk messages), keeps the
 * admin feed, serves its API.
 */
export async function startNotification(config: NotificationConfig, options: RuntimeOptions = {}): Promise<RunningService> {
  const runtime = await createRuntime('notification', config, options);
  const { logger, clock } = runtime;
  const messages = createSupportMessageRepository(runtime.db);
  const notifications = createAdminNotificationRepository(runtime.db);
  const customers = createCustomerRepository(runtime.db);
  const receipts = createOrderReceiptRepository(runtime.db);
  const pickups = createOrderPickupRepository(runtime.db);
  const bulkMessages = createBulkMessageRepository(runtime.db);
  const tickets = createLiveTicketStore(runtime.redis);
  const keptSms = createKeptSmsStore(runtime.db);
  await retryAtStart(logger, 'creating collections and indexes', () =>
    prepareCollections(messages.model, notifications.model, customers.model, receipts.model, pickups.model, bulkMessages.model, keptSms.model),
  );

  const erasure = createCustomerErasure({
    customers: customers.model,
    notifications: notifications.model,
    receipts: receipts.model,
    supportMessages: messages.model,
    bulkMessages: bulkMessages.model,
    keptSms: keptSms.model,
  });
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
  const identity = createIdentityClient({ baseUrl: config.IDENTITY_URL, settings: config, timeoutMs: config.IDENTITY_TIMEOUT_MS, logger });
  const deliverReceipt = createDeliverReceipt({ receipts, customers, mailer, logger, clock });
  const mailCustomer = createMailCustomer({ customers, mailer, logger });
  const answerWithin = config.SUPPORT_ANSWER_WITHIN;
  // Live status: every instance hears every order event through Redis pub/sub (adapters/live-channel.ts).
  const channel = createLiveChannel({ redis: runtime.redis, channel: `${config.NAMESPACE}live:events`, logger });
  const isCurrent = (listener: { id: string; role: 'customer' | 'admin'; sessionVersion: number }) => runtime.sessions.isCurrent(listener);
  const recent = createLiveRecent(runtime.redis);
  const streams = createLiveStreams({ announce: (message) => channel.publish(message), isCurrent, heardLately: recent.heardLately, heartbeatMs: config.LIVE_HEARTBEAT_MS, logger });
  channel.listen((message) => streams.deliver(message));
  const live = createRelayLiveEvent({ channel, recent, logger });
  runtime.bus
    .publishOutboxOf({ model: messages.model })
    .on(supportRequested, onSupportRequested(createAcknowledgeSupportRequest({ notifications, mailer, answerWithin })))
    .on(passwordResetRequested, onPasswordResetRequested(createSendPasswordResetLink({ identity, mailer, logger, clock })))
    .on(userRegistered, onUserRegistered(customers, notifications))
    .on(userUpdated, onUserRegisteredOrUpdated(customers))
    .on(userDeleted, onUserDeleted(erasure, customers))
    .on(userVerificationRequested, onVerificationRequested(createSendVerificationLink({ identity, mailer, logger, clock })))
    .on(userVerified, onUserVerified(createRecordProvedAddress({ customers, receipts, deliverReceipt })))
    .on(loginAttackDetected, onLoginAttackDetected(notifications))
    .on(orderPlaced, onOrderPlaced(createRecordPlacedOrder({ notifications, receipts, deliverReceipt })))
    .on(orderActivated, alsoLive(live, onOrderActivated(createRecordFirstPayment({ receipts, deliverReceipt }))))
    .on(orderCancelled, alsoLive(live, onOrderCancelled(notifications, receipts)))
    .on(orderPaused, alsoLive(live))
    .on(orderDelivered, alsoLive(live))
    .on(orderResumed, alsoLive(live))
    .on(invoicePaid, alsoLive(live))
    .on(userSessionsEnded, onSessionsEnded(createEndLiveSessions({ channel, logger })))
    .on(paymentFailed, alsoLive(live, onPaymentFailed(notifications, receipts)))
    .on(paymentReminder, onPaymentReminder(createSendPaymentReminder({ notifications, receipts, mailCustomer })))
    .on(rentalOwned, alsoLive(live, onRentalOwned(createTellRentalOwned({ notifications, receipts, pickups, mailCustomer, accountUrl: new URL('/dashboard', config.PUBLIC_URL).toString() }))))
    .on(invoiceIssued, onInvoiceIssued(createSendIssuedInvoice({ mailCustomer, accountUrl: new URL('/dashboard', config.PUBLIC_URL).toString() })))
    .on(orderDeliveryMissed, alsoLive(live, onDeliveryMissed(createTellDeliveryMissed({ notifications, mailCustomer, accountUrl: new URL('/dashboard', config.PUBLIC_URL).toString() }))))
    // A pickup (issue 23): kept, the crew's notice, the customer's e-mail when an admin booked it; both return events are live.
    .on(orderReturnBooked, alsoLive(live, onReturnBooked(createTellPickupBooked({ notifications, pickups, mailCustomer, accountUrl: new URL('/dashboard', config.PUBLIC_URL).toString() }))))
    .on(orderReturned, alsoLive(live, onOrderReturned(pickups)))
    .on(deliveryBooked, onDeliveryBooked(notifications))
    .on(deliveryReleased, onDeliveryReleased(notifications))
    // A repair ticket: a maintenance notice when it opens; its changes reach its customer's streams.
    .on(repairRequested, alsoLive(live, onRepairRequested(notifications)))
    .on(repairUpdated, alsoLive(live))
    .on(billingPaused, alsoLive(live, onBillingPausedOrResumed(notifications, customers, true)))
    .on(billingResumed, alsoLive(live, onBillingPausedOrResumed(notifications, customers, false)));

  const sms: SmsSender =
    config.SMS_PROVIDER === 'twilio'
      ? createTwilioSms({ accountSid: config.TWILIO_ACCOUNT_SID ?? '', authToken: config.TWILIO_AUTH_TOKEN ?? '', from: config.TWILIO_FROM ?? '' })
      : createKeptSms((text) => keptSms.keep(text));
  const delivery = createBulkMessageDelivery({
    messages: bulkMessages,
    customers,
    mailer,
    sms,
    logger,
    clock,
    sweepIntervalMs: config.BULK_SWEEP_INTERVAL * 1000,
    retryAfterMs: config.BULK_RETRY_AFTER_MS,
  });
  const support = supportHandlers({
    contactSupport: createContactSupport({
      messages,
      limiter: createRateLimiter(runtime.redis, logger),
      requestsPerAccount: config.SUPPORT_REQUESTS_PER_ACCOUNT,
      limitWindowSeconds: config.SUPPORT_LIMIT_WINDOW,
      answerWithin,
      clock,
    }),
    getSupportInfo: createGetSupportInfo({ phone: config.SUPPORT_PHONE, hours: config.SUPPORT_HOURS, answerWithin }),
  });
  const admin = adminHandlers({
    getNotifications: createGetNotifications({ notifications }),
    markNotificationsRead: createMarkNotificationsRead({ notifications }),
    createAlert: createCreateAlert({ notifications, clock }),
    sendBulkMessage: createSendBulkMessage({ bulkMessages, customers, delivery, clock }),
    listBulkMessages: createListBulkMessages({ bulkMessages }),
  });
  const deadLetters = createDeadLettersClient({
    urls: { identity: config.IDENTITY_URL, ...peerUrlsOf(config) },
    settings: config,
    timeoutMs: config.DEAD_LETTERS_TIMEOUT_MS,
    logger,
  });
  const deadLetterRoutes = deadLetterHandlers({
    getDeadLetters: createGetDeadLetters({ deadLetters, logger }),
    replayDeadLetters: createReplayDeadLetters({ deadLetters }),
  });
  // The largest valid message as a browser sends it: an issue of 5000 characters at up to 3 bytes each in UTF-8
  // (15 kB), the name and the address. 16 kB takes that, and the largest bulk message (domain/bulk-message.ts);
  // anything larger is refused before it is parsed.
  const liveRoutes = liveHandlers({
    issueLiveTicket: createIssueLiveTicket({ tickets, ticketSeconds: config.LIVE_TICKET_TTL }),
    openLiveStream: createOpenLiveStream({ tickets, streams, isCurrent }),
  });
  let running: RunningService;
  try {
    await retryAtStart(logger, 'subscribing to live status', () => channel.start());
    running = await runtime.serve((app) => bindContract(app, notificationContract, { ...support, ...admin, ...liveRoutes, ...deadLetterRoutes }, runtime.guard), { bodyLimit: '16kb' });
  } catch (error) {
    streams.stop();
    channel.stop();
    await delivery.stop();
    throw error;
  }
  delivery.start();
  return {
    ...running,
    async stop() {
      // Open streams would hold the server's graceful close: their browsers reconnect to another instance.
      streams.stop();
      channel.stop();
      await delivery.stop();
      await running.stop();
    },
  };
}
