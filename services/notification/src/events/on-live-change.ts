import type { EventEnvelope, HandlerContext } from '@rto/kit';
import type { RelayLiveEvent } from '../app/relay-live-event';

/** What a fact about a customer's orders carries that live status needs. */
interface OrderFacts {
  userId: string;
  orderId?: string | undefined;
  orderIds?: string[] | undefined;
  invoiceId?: string | undefined;
}


/**
 * A consumer that also tells live streams: the event's own work first (a failure there retries the event, and the
 * streams hear it once that work is done), then the relay.
 */
export function alsoLive<E extends EventEnvelope<string, OrderFacts>>(relay: RelayLiveEvent, handle?: (event: E, context: HandlerContext) => Promise<void>) {
  return async (event: E, context: HandlerContext): Promise<void> => {
    await handle?.(event, context);
    await relay(event.type, event.data);
  };
}

/** Identity ended a user's sessions (log-out, password reset, deletion): their open streams close. */
export function onSessionsEnded(endSessions: (userId: string, minimumSessionVersion: number) => Promise<void>) {
  return async (event: EventEnvelope<string, { userId: string; minimumSessionVersion: number }>): Promise<void> => {
    await endSessions(event.data.userId, event.data.minimumSessionVersion);
  };
}
