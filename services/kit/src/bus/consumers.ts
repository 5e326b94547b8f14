import type { ConsumerRegistry } from './topology';

/**
 * Which service consumes which event types: the platform's event routing table, in the one package every
 * publisher sees. Every bus declares these queues and bindings when it connects, so an event published before its
 * consumer has ever started waits in the consumer's queue instead of being dropped, and a publish that no listed
 * queue takes is refused (returned) and stays in the outbox.
 *
 * A service that starts consuming a type adds it here in the same change as its handler (the bus warns at start
 * about a handler missing here). Routing only: no business rule lives in this table.
 */
export const platformConsumers: ConsumerRegistry = {
  cart: ['order.activated', 'user.deleted'],
  // Units: a cancelled order's reserved units go back on the shelf, a delivered order's are rented, a returned order's
  // come back, an owned rental's leave the store's counts.
  catalog: ['order.cancelled', 'order.delivered', 'order.returned', 'rental.owned'],
  scheduling: ['user.deleted'],
  identity: ['user.sessions.ended', 'billing.paused', 'billing.resumed'],
  // billing hears its own invoice.paid: an order's last payment or payoff completes it (app/complete-ownership.ts).
  // order.delivered: the term starts at delivery (the next draft counts from it); order.returned: it ends (final invoice).
  billing: ['order.paused', 'order.resumed', 'order.delivered', 'order.returned', 'invoice.paid', 'user.deleted'],
  order: ['billing.stored', 'billing.paused', 'billing.resumed', 'payment.failed', 'invoice.paid', 'rental.owned', 'user.deleted'],
  notification: [
    'support.requested',
    'delivery.booked',
    'delivery.released',
    'password.reset.requested',
    'user.registered',
    'user.updated',
    'user.deleted',
    'order.placed',
    'order.activated',
    'order.cancelled',
    'order.delivery-missed',
    // A pickup an admin scheduled is told to the customer; both kinds are live status too.
    'order.return-booked',
    'order.returned',
    'payment.failed',
    'payment.reminder',
    'rental.owned',
    'invoice.issued',
    'billing.paused',
    'billing.resumed',
    'user.verification.requested',
    'user.verified',
    'login.attack.detected',
    // A repair ticket: a maintenance notice for the admins, and its changes to its customer's live streams.
    'repair.requested',
    'repair.updated',
    // Live status only (GET /events/stream): an order's changes, and log-outs closing their streams.
    'invoice.paid',
    'order.delivered',
    'order.paused',
    'order.resumed',
    'user.sessions.ended',
  ],
};
