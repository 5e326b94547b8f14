import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What of a query is read here (any query's type fits it). */
interface QueryState {
  queryHash: string;
  state: { dataUpdatedAt: number };
}

/** How long an answer read as the page opened counts as just read, for the page's own first mount. */
const OPENING_FRESH_MS = 5_000;

/**
 * The answers main.tsx read alongside the opened page's chunk (app/page-data.ts): key hash -> when answered. The
 * page's own query mounts a moment later: asking the server again then would repeat the same request and render the
 * page twice, so a mount within OPENING_FRESH_MS of that answer (and while it is still the query's answer) takes it as
 * read; any other mount reads as it always did.
 */
const openingReads = new Map<string, number>();

/** Marks `queryKey`'s answer, if it has one, as read for the page being opened. */
export function markOpeningRead(client: QueryClient, queryKey: QueryKey): void {
  const state = client.getQueryState(queryKey);
  if (state?.status === 'success') openingReads.set(hashKey(queryKey), state.dataUpdatedAt);
}

function justOpened(query: QueryState): boolean {
  const answeredAt = openingReads.get(query.queryHash);
  return answeredAt !== undefined && query.state.dataUpdatedAt === answeredAt && Date.now() - answeredAt < OPENING_FRESH_MS;
}

/** refetchOnMount for every query: the default (read again when stale), except just after an opening read. */
export const refetchUnlessJustOpened = (query: QueryState) => !justOpened(query);

/** The same for a query that reads again on every mount ('always'), such as My Account's dashboard. */
export const refetchAlwaysUnlessJustOpened = (query: QueryState) => (justOpened(query) ? false : 'always');
