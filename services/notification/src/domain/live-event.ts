/**
 * Live status (GET /events/stream): what a signed-in browser hears of its orders as it happens. The payload is small
 * on purpose: the SPA updates the one cached answer it concerns, or reads that one again.
 */

/** What a stream sends: the event's type, the order, and the order's status when the event alone tells it. */
export interface LiveEvent {
  type: string;
  orderId: string;
  status?: string;
}

/** Who a stream was opened for: the ticket's holder (user, role and the session its token belonged to). */
export interface LiveListener {
  id: string;
  role: 'customer' | 'admin';
  sessionVersion: number;
}

/**
 * What instances tell each other over the channel: an event for its customer (and every admin), a stream opened for
 * a session (any other stream of that session closes), or sessions ended (log-out: their streams close).
 */
export type LiveMessage =
  | { kind: 'event'; userId: string; event: LiveEvent }
  | { kind: 'opened'; userId: string; sessionVersion: number; streamId: string }
  | { kind: 'ended'; userId: string; minimumSessionVersion: number };

/** A customer hears only their own orders; an admin hears every order's. */
export function mayHear(listener: Pick<LiveListener, 'id' | 'role'>, userId: string): boolean {
  return listener.role === 'admin' || listener.id === userId;
}

/** Whether a listener's session is one that ended (its version below the user's new minimum). */
export function sessionEnded(listener: Pick<LiveListener, 'id' | 'sessionVersion'>, message: { userId: string; minimumSessionVersion: number }): boolean {
  return listener.id === message.userId && listener.sessionVersion < message.minimumSessionVersion;
}

/** The Server-Sent Events frame of one event (one `data:` line of JSON: JSON never holds a raw line break). */
export function eventFrame(event: LiveEvent): string {
  return `event: order\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Why the service ends a stream: another stream of its session opened, its session ended, the instance stops. */
export type EndReason = 'replaced' | 'session-ended' | 'restart';

/**
 * The last frame before the service closes a stream: the SPA does not open another of a replaced stream (two tabs of
 * one session would take it from each other for ever) nor of an ended session, and reconnects after a restart.
 */
export function endFrame(reason: EndReason): string {
  return `event: end\ndata: ${JSON.stringify({ reason })}\n\n`;
}

/** A comment line: keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/** The first frame: the reconnection delay a browser's EventSource waits after the stream drops. */
export const OPENING_FRAME = 'retry: 5000\n\n';

/**
 * How far back an event passed on for a listener makes its stream open with `RECENT_FRAME`: longer than a page takes
 * from its read to its stream's opening on a slow phone (the ticket's round trip and the page's first paint).
 */
export const RECENT_WINDOW_MS = 15_000;

/**
 * Sent after the opening frame when an event the listener may hear was passed on within `RECENT_WINDOW_MS`: the page
 * read before the stream opened may have missed it, and reads again. Nothing is kept of the events themselves.
 */
export const RECENT_FRAME = 'event: recent\ndata: {}\n\n';

/** Reads a channel message; anything else (another version's, garbled) is undefined and ignored. */
export function parseLiveMessage(text: string): LiveMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Partial<Record<string, unknown>>;
  if (typeof message['userId'] !== 'string') return undefined;
  if (message['kind'] === 'event' && isLiveEvent(message['event'])) return message as LiveMessage;
  if (message['kind'] === 'opened' && typeof message['sessionVersion'] === 'number' && typeof message['streamId'] === 'string') return message as LiveMessage;
  if (message['kind'] === 'ended' && typeof message['minimumSessionVersion'] === 'number') return message as LiveMessage;
  return undefined;
}

function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<Record<string, unknown>>;
  return typeof event['type'] === 'string' && typeof event['orderId'] === 'string' && (event['status'] === undefined || typeof event['status'] === 'string');
}

/** The order statuses an event alone tells (order's own words); the other events carry none and the SPA reads again. */
export const STATUS_TOLD = {
  'order.activated': 'active',
  'order.cancelled': 'cancelled',
  'order.paused': 'paused',
  'billing.paused': 'paused',
  'rental.owned': 'completed',
  'order.returned': 'completed',
} as const satisfies Record<string, string>;

/**
 * The live events of a fact about a customer's orders: one per order it names. A failed monthly invoice makes its
 * order overdue; a refused first payment (no invoice) is followed by the order's cancellation, which tells that.
 */
export function liveEventsOf(type: string, data: { orderId?: string | undefined; orderIds?: string[] | undefined; invoiceId?: string | undefined }): LiveEvent[] {
  const orderIds = data.orderIds ?? (data.orderId ? [data.orderId] : []);
  const status = type === 'payment.failed' ? (data.invoiceId ? 'overdue' : undefined) : STATUS_TOLD[type as keyof typeof STATUS_TOLD];
  return orderIds.map((orderId) => (status ? { type, orderId, status } : { type, orderId }));
}
