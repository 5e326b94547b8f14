import type { orderPaused, orderResumed } from '@rto/contracts';
import type { EventOf, Logger } from '@rto/kit';
import type { PauseOrderSubscription } from '../app/pause-order-subscription';

/**
 * An admin paused (or resumed) an order: its subscription's collection is paused (or resumed) at the provider
 * (Stripe's pause_collection; the sandbox stops drafting it). The stored state says what is done, and the order's
 * revision keeps a late event from undoing a newer one, so a repeated delivery changes nothing.
 */
export function onOrderPausedOrResumed(pauseOrderSubscription: PauseOrderSubscription, paused: boolean, logger: Logger) {
  return async (event: EventOf<typeof orderPaused> | EventOf<typeof orderResumed>): Promise<void> => {
    const found = await pauseOrderSubscription(event.data.orderId, paused, event.data.revision ?? null);
    if (!found) logger.warn({ orderId: event.data.orderId, type: event.type }, 'no subscription for the order: nothing to pause or resume');
  };
}
