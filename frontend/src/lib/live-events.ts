import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminKeys, api, ApiError, queryKeys, type AdminOrdersPage, type DashboardData } from '../api';
import { apiUrl } from '../api/http';
import { API_PATHS } from '../api/endpoints';
import { useIsLoggedIn } from './session';
import { usePaintedOnce } from './use-painted-once';

/**
 * Live status (GET /events/stream): My Account and the admin's subscriptions hear their orders change as it happens
 * and update the one cached answer it concerns; nothing polls.
 */

/** What the stream tells: the event, the order, and its status when the event alone tells it. */
export interface LiveEvent {
  type: string;
  orderId: string;
  status?: string;
}

export type LiveScope = 'account' | 'admin';

/**
 * How long after an event its page's data is read once more: order hears the same event about then (a read at once
 * could still find the order as it was), and amounts the event does not carry (amount due) come with it.
 */
export const LIVE_REREAD_MS = 2_000;

type OrderStatus = DashboardData['orders'][number]['status'];

/** The list of the admin's subscriptions pages, whatever their filter and page. */
const adminLists = [...adminKeys.orders, 'list'] as const;

/** Applies one event to the scope's cache: the status at once where the event tells it, then one re-read later. */
export function applyLiveEvent(queryClient: QueryClient, scope: LiveScope, event: LiveEvent, rereadAfterMs = LIVE_REREAD_MS): void {
  const status = event.status as OrderStatus | undefined;
  if (scope === 'account') {
    if (status) {
      queryClient.setQueryData<DashboardData>(queryKeys.dashboard, (data) =>
        data ? { ...data, orders: data.orders.map((order) => (order._id === event.orderId ? { ...order, status } : order)) } : data,
      );
    }
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }), rereadAfterMs);
    return;
  }
  if (status) {
    queryClient.setQueriesData<AdminOrdersPage>({ queryKey: adminLists }, (page) =>
      page ? { ...page, orders: page.orders.map((order) => (order.id === event.orderId ? { ...order, status } : order)) } : page,
    );
  }
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminLists }), rereadAfterMs);
}

/** What missed events may have changed: read again after the stream was away, or when it opened saying one came just before. */
function rereadScope(queryClient: QueryClient, scope: LiveScope): void {
  void queryClient.invalidateQueries({ queryKey: scope === 'account' ? queryKeys.dashboard : adminLists });
}

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/**
 * Keeps a stream open while mounted: a ticket, then an EventSource on it. A stream lost is opened again with a new
 * ticket (a ticket is used once), waiting longer each time; one the server ended for good is not (its session ended:
 * logged out; or replaced by another tab's: that tab has it, and this one takes it back once it is looked at again).
 * `onMissed`: events may have gone by unheard. On every opening after the first; on the first when the server says an
 * event came lately (`event: recent`: the page was read before the stream opened).
 */
export function connectLiveEvents(options: { onEvent(event: LiveEvent): void; onMissed(): void }): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;

  const retry = () => {
    if (stopped) return;
    const wait = Math.min(FIRST_RETRY_MS * 2 ** failures, LAST_RETRY_MS);
    failures += 1;
    timer = setTimeout(() => void open(), wait);
  };
  const whenLookedAt = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', whenLookedAt);
    void open();
  };

  async function open(): Promise<void> {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = (await api.createLiveTicket()).ticket;
    } catch (error) {
      // Signed out (401): nothing to hear. Anything else (429, the network): later.
      if (!(error instanceof ApiError && error.status === 401)) retry();
      return;
    }
    if (stopped) return;
    const stream = new EventSource(apiUrl(API_PATHS.liveStream, { ticket }));
    source = stream;
    const first = !opened;
    stream.onopen = () => {
      failures = 0;
      if (opened) options.onMissed();
      opened = true;
    };
    // A reopened stream has read its page again already (above).
    stream.addEventListener('recent', () => {
      if (first) options.onMissed();
    });
    stream.addEventListener('order', (message) => {
      try {
        options.onEvent(JSON.parse((message as MessageEvent<string>).data) as LiveEvent);
      } catch {
        // A frame this version cannot read: the next re-read shows it.
      }
    });
    stream.addEventListener('end', (message) => {
      stream.close();
      const reason = (JSON.parse((message as MessageEvent<string>).data) as { reason?: string }).reason;
      if (reason === 'replaced') document.addEventListener('visibilitychange', whenLookedAt);
      else if (reason !== 'session-ended') retry();
    });
    // The browser would reconnect with the spent ticket: a new one is asked for instead.
    stream.onerror = () => {
      stream.close();
      if (source === stream) retry();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', whenLookedAt);
    source?.close();
  };
}

/**
 * Live status for a page: My Account (the dashboard) or the admin's subscriptions, while signed in. It connects once
 * the page is on screen: the ticket's round trip and the stream's opening are no part of the first paint.
 */
export function useLiveEvents(scope: LiveScope): void {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const painted = usePaintedOnce();
  useEffect(() => {
    if (!painted || !loggedIn || typeof EventSource === 'undefined') return undefined;
    return connectLiveEvents({
      onEvent: (event) => applyLiveEvent(queryClient, scope, event),
      onMissed: () => rereadScope(queryClient, scope),
    });
  }, [painted, loggedIn, scope, queryClient]);
}
