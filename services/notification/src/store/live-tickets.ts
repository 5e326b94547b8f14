import type { Redis } from '@rto/kit';
import type { LiveListener } from '../domain/live-event';

const ticketKey = (ticket: string) => `live:ticket:${ticket}`;

/**
 * Tickets to open a live stream, in Redis so any instance can take one another issued: each names its holder (user,
 * role, session), lives a short while and is taken once (GETDEL: two streams racing with one ticket, one wins).
 */
export function createLiveTicketStore(redis: Redis) {
  return {
    async issue(ticket: string, holder: LiveListener, ttlSeconds: number): Promise<void> {
      await redis.set(ticketKey(ticket), JSON.stringify(holder), 'EX', ttlSeconds);
    },
    /** The holder of a ticket still valid, which is spent by this; undefined for one used, expired or never issued. */
    async take(ticket: string): Promise<LiveListener | undefined> {
      const stored = await redis.getdel(ticketKey(ticket));
      return stored === null ? undefined : (JSON.parse(stored) as LiveListener);
    },
  };
}

export type LiveTicketStore = ReturnType<typeof createLiveTicketStore>;
