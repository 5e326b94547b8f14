import { publishAsOwner } from '@rto/kit/testing';

/**
 * Publishes an event as the bus would, to the namespace's exchange, as the broker user of its type's owner (order's
 * for order.*): for redeliveries and late arrivals.
 */
export async function publishRaw(namespace: string, event: { type: string; [field: string]: unknown }): Promise<void> {
  await publishAsOwner(namespace, event);
}
