import type { Access, HttpMethod } from '@rto/kit';

export type ServiceName = 'identity' | 'catalog' | 'cart' | 'scheduling' | 'billing' | 'order' | 'notification';

export interface GatewayRoute {
  method: HttpMethod;
  path: string;
  service: ServiceName;
  access: Access;
  /** Counted per client address: the doors that brute force and spam knock on. */
  rateLimited?: boolean;
  /**
   * Counted per verified caller (CUSTOMER_WRITE_LIMIT per CUSTOMER_WRITE_WINDOW, each route on its own): writes
   * that store something for the caller, so one account cannot fill the database however many addresses it uses.
   * On a route open to everyone, only callers that send a valid token are counted this way.
   */
  perCustomer?: boolean;
  /** Its service runs but does not serve this path yet: answered 503 by the gateway. */
  pending?: boolean;
  /** The largest body the gateway takes for this route, in bytes (otherwise BODY_LIMIT). */
  maxBody?: number;
  /**
   * Answers may be kept by the gateway's shared cache, as far as the service's Cache-Control allows
   * (response-cache.ts). Only for routes open to everyone: one customer's answer is never another's.
   */
  cached?: boolean;
  /**
   * The answer is a long-lived stream (Server-Sent Events): proxied over connections of its own, so open streams
   * never take the connections other requests to the service wait for (upstreams.ts).
   */
  stream?: boolean;
}

const route = (
  method: HttpMethod,
  path: string,
  service: ServiceName,
  access: Access,
  options: Pick<GatewayRoute, 'rateLimited' | 'perCustomer' | 'pending' | 'maxBody' | 'cached' | 'stream'> = {},
): GatewayRoute => ({ method, path, service, access, ...options });
const LIMITED = { rateLimited: true };
const PER_CUSTOMER = { perCustomer: true };
const CACHED = { cached: true };
const MB = 1024 * 1024;

/**
 * Every public path (spec section 7, docs/architecture.md), the service behind it and who may call it.
 * Anything not listed here never reaches a service; `/internal/...` paths are never routed.
 */
export const routeTable: GatewayRoute[] = [
  route('post', '/register', 'identity', 'none', LIMITED),
  route('post', '/login', 'identity', 'none', LIMITED),
  route('get', '/getUser', 'identity', 'customer'),
  route('patch', '/resetPassword', 'identity', 'none', LIMITED),
  route('post', '/confirmPasswordReset', 'identity', 'none', LIMITED),
  route('post', '/verifyEmail', 'identity', 'none', LIMITED),
  route('post', '/resendVerification', 'identity', 'customer', LIMITED),
  route('post', '/logout', 'identity', 'customer'),
  route('get', '/getUsers', 'identity', 'admin'),
  route('put', '/update-user/:id', 'identity', 'admin'),
  route('delete', '/delete-user/:id', 'identity', 'admin'),

  route('get', '/getProducts', 'catalog', 'none', CACHED),
  // A photo of up to 5 MB and the product's fields, as multipart.
  route('put', '/updateProduct/:id', 'catalog', 'admin', { maxBody: 6 * MB }),
  route('get', '/photos/:id', 'catalog', 'none', CACHED),

  route('post', '/addItemsToCart', 'cart', 'customer'),
  route('patch', '/updateTvscreen', 'cart', 'customer'),
  route('get', '/getCartItems', 'cart', 'customer'),

  route('get', '/verifyCalandar', 'scheduling', 'customer'),
  route('get', '/geocode', 'scheduling', 'customer'),

  route('post', '/storeBilling', 'billing', 'customer', PER_CUSTOMER),
  route('patch', '/updatePaymentMethod', 'billing', 'customer', PER_CUSTOMER),
  route('patch', '/pauseBilling', 'billing', 'customer'),
  route('post', '/resumeBilling', 'billing', 'customer'),
  route('get', '/getBillingDetails', 'billing', 'customer'),
  // It takes a card (a customer who keeps none pays there): limited like the other card paths, against card testing.
  route('post', '/payNow', 'billing', 'customer', PER_CUSTOMER),
  // The sandbox provider's stand-in for Stripe.js createPaymentMethod (404 when Stripe is configured).
  route('post', '/createSandboxPaymentMethod', 'billing', 'customer', PER_CUSTOMER),
  route('post', '/createSetupIntent', 'billing', 'customer', PER_CUSTOMER),
  route('post', '/confirmSandboxSetupIntent', 'billing', 'customer', PER_CUSTOMER),
  // Stripe calls this; billing checks the signature over the raw body.
  route('post', '/webhooks/stripe', 'billing', 'none', { maxBody: MB / 2 }),
  // An admin suspends / activates a customer through their billing pause.
  route('patch', '/suspendUser/:id', 'billing', 'admin'),
  route('patch', '/activateUser/:id', 'billing', 'admin'),

  route('post', '/createOrder', 'order', 'customer', PER_CUSTOMER),
  route('get', '/get-orders', 'order', 'admin'),
  route('patch', '/pauseSubscription/:id', 'order', 'admin'),
  route('patch', '/unpauseSubscription/:id', 'order', 'admin'),
  route('get', '/getSubscriptionBilling/:id', 'order', 'admin'),
  route('get', '/getAdminStats', 'order', 'admin'),
  route('get', '/getAnalytics', 'order', 'admin'),
  route('get', '/getRecentOrder', 'order', 'customer'),
  route('get', '/getDashboardData', 'order', 'customer'),
  route('post', '/draftAgreement', 'order', 'customer', PER_CUSTOMER),
  route('get', '/getAgreement/:orderId', 'order', 'customer'),
  route('patch', '/setDeliveryAddress/:orderId', 'order', 'customer', PER_CUSTOMER),
  route('patch', '/rescheduleDelivery/:orderId', 'order', 'customer', PER_CUSTOMER),
  route('patch', '/markDelivered/:orderId', 'order', 'admin'),
  route('patch', '/markMissed/:orderId', 'order', 'admin'),
  // Repairs (issue 23, item 2): a ticket and its visit are stored for the caller, so one account is limited.
  route('post', '/requestRepair', 'order', 'customer', PER_CUSTOMER),
  route('get', '/getRepairTickets', 'order', 'customer'),
  route('get', '/getAllRepairTickets', 'order', 'admin'),
  route('patch', '/updateRepairTicket/:ticketId', 'order', 'admin'),
  // The return (issue 23, item 3): the customer books a pickup, the admin books one (repossession) and marks it back.
  route('post', '/requestReturn/:orderId', 'order', 'customer', PER_CUSTOMER),
  route('post', '/schedulePickup/:orderId', 'order', 'admin'),
  route('patch', '/markReturned/:orderId', 'order', 'admin'),

  route('post', '/contactSupport', 'notification', 'none', { ...LIMITED, ...PER_CUSTOMER }),
  route('get', '/getSupportInfo', 'notification', 'none'),
  route('get', '/getNotifications', 'notification', 'admin'),
  route('patch', '/markNotificationsRead', 'notification', 'admin'),
  route('post', '/createAlert', 'notification', 'admin'),
  route('post', '/sendBulkMessage', 'notification', 'admin'),
  route('get', '/getScheduledMessages', 'notification', 'admin'),
  // Every service's dead letters (each asked on its /internal/ path by notification), and their replay.
  route('get', '/getDeadLetters', 'notification', 'admin'),
  route('post', '/replayDeadLetters', 'notification', 'admin'),
  // Live status: a ticket from a signed-in call, then the stream it opens (an EventSource sends no Authorization).
  route('post', '/events/ticket', 'notification', 'customer', PER_CUSTOMER),
  route('get', '/events/stream', 'notification', 'none', { stream: true }),
];
