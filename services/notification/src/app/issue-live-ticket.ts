import { randomBytes } from 'node:crypto';
import type { Caller } from '@rto/kit';
import type { LiveTicketStore } from '../store/live-tickets';

export interface IssueLiveTicketDeps {
  tickets: LiveTicketStore;
  /** How long a ticket may wait to be used: long enough for the browser to open its stream. */
  ticketSeconds: number;
}

/**
 * POST /events/ticket: a browser's EventSource cannot send the Authorization header, so the signed-in caller trades
 * its token for a ticket to put in the stream's URL: random (nobody guesses one), short-lived, used once, bound to the
 * caller and the session of the token (a log-out ends what it opens).
 */
export function createIssueLiveTicket({ tickets, ticketSeconds }: IssueLiveTicketDeps) {
  return async (caller: Caller) => {
    const ticket = randomBytes(32).toString('base64url');
    await tickets.issue(ticket, { id: caller.id, role: caller.role, sessionVersion: caller.sessionVersion }, ticketSeconds);
    return { ticket, expiresIn: ticketSeconds };
  };
}

export type IssueLiveTicket = ReturnType<typeof createIssueLiveTicket>;
