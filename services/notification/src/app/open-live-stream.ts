import { serviceUnavailable, unauthorized } from '@rto/kit';
import type { LiveTicketStore } from '../store/live-tickets';
import type { LiveListener } from '../domain/live-event';
import type { LiveSink, LiveStreams } from './live-streams';

export interface OpenLiveStreamDeps {
  tickets: LiveTicketStore;
  streams: LiveStreams;
  isCurrent(listener: LiveListener): Promise<boolean>;
}

export const TICKET_REFUSED = 'This live status ticket is not valid (used, expired or never issued): ask for a new one';

/**
 * GET /events/stream: the ticket is spent whatever follows; its holder's session must still be on. Refused with 401
 * before anything is streamed; otherwise the stream is open and the returned function forgets it.
 */
export function createOpenLiveStream({ tickets, streams, isCurrent }: OpenLiveStreamDeps) {
  return async (ticket: string, sink: () => LiveSink): Promise<() => void> => {
    const holder = await tickets.take(ticket);
    if (!holder) throw unauthorized(TICKET_REFUSED);
    let current: boolean;
    try {
      current = await isCurrent(holder);
    } catch {
      throw serviceUnavailable('Cannot verify your session right now, please try again');
    }
    if (!current) throw unauthorized(TICKET_REFUSED);
    return streams.open(holder, sink());
  };
}

export type OpenLiveStream = ReturnType<typeof createOpenLiveStream>;
