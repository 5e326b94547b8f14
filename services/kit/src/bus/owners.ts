/**
 * Who may publish which event: the service that owns each event type, beside `platformConsumers` (who reads it).
 * A consumer accepts an event only when the broker says its owner's user published it (see `publisher.ts`), so a
 * service that starts publishing a new type adds it here in the same change; until then its consumers refuse it
 * (a warning names the type), which is the point: an event nobody owns is an event anybody could forge.
 */
export const platformEventOwners: Readonly<Record<string, string>> = {
  'user.registered': 'identity',
  'user.updated': 'identity',
  'user.deleted': 'identity',
  'user.verified': 'identity',
  'user.verification.requested': 'identity',
  'user.sessions.ended': 'identity',
  'password.reset.requested': 'identity',
  'login.attack.detected': 'identity',
  'product.updated': 'catalog',
  'cart.updated': 'cart',
  'delivery.booked': 'scheduling',
  'delivery.released': 'scheduling',
  'billing.paused': 'billing',
  'billing.resumed': 'billing',
  'billing.stored': 'billing',
  'payment.failed': 'billing',
  'invoice.paid': 'billing',
  'invoice.issued': 'billing',
  'payment.reminder': 'billing',
  'rental.owned': 'billing',
  'order.placed': 'order',
  'order.activated': 'order',
  'order.cancelled': 'order',
  'order.paused': 'order',
  'order.resumed': 'order',
  'order.delivered': 'order',
  'order.delivery-missed': 'order',
  'order.return-booked': 'order',
  'order.returned': 'order',
  'repair.requested': 'order',
  'repair.updated': 'order',
  'support.requested': 'notification',
};

/**
 * The broker user a service connects as: `rto-<service>`. One rule for infra.sh, docker-compose, Kubernetes and
 * the consumers' check, so a service's name is all any of them needs.
 */
export function brokerUserOf(service: string): string {
  return `rto-${service}`;
}

/** The broker user whose events of a type a consumer accepts; undefined: nobody's. */
export type PublisherRule = (type: string) => string | undefined;

/** The platform's rule: the owner's broker user, for the types in `platformEventOwners`. */
export const platformPublishers: PublisherRule = (type) => {
  const owner = platformEventOwners[type];
  return owner === undefined ? undefined : brokerUserOf(owner);
};
