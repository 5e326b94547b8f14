import type { SpaPage } from '@rto/kit/spa-pages';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { adminStatsQuery, api, markOpeningRead, queryKeys, recentOrdersQuery, serverCartQuery, sessionUserQuery } from '../api';
import { getToken } from '../lib/session';

/** The most a first render waits for a page's chunk and data: past it the page shows its own loading state, as before. */
const DATA_WAIT_MS = 1500;

/**
 * What a signed-in page's first screen is built around, fetched alongside its chunk rather than once it has rendered.
 * /billing showed a one-line 'Loading the secure card form...' until GET /getBillingDetails said which card form to
 * show, then the form, 520 px taller on a phone, pushed the rest of the page down (a layout shift of 0.19 by
 * Lighthouse; issue 24).
 */
const PAGE_DATA: Partial<Record<SpaPage, (client: QueryClient, pathname: string) => Array<Promise<void>>>> = {
  billing: (client) => [read(client, { queryKey: queryKeys.billingDetails, queryFn: api.getBillingDetails })],
  // The delivery step needs the cart (no step without items) and the booked slots: without them its first screen was
  // 'Loading your cart…', then the step pushed down below a title that gained its back arrow (issue 24).
  delivery: (client) => [read(client, serverCartQuery), read(client, { queryKey: queryKeys.deliveryCalendar, queryFn: api.verifyCalendar })],
  // My Account is one answer: with it the first screen is the page (its notices included), not 'Loading your account...'.
  dashboard: (client) => [read(client, { queryKey: queryKeys.dashboard, queryFn: api.getDashboardData })],
  // Every back office screen waits for the admin check (the session's user, read for every page here); the dashboard,
  // its landing screen, for its figures too, which came in after it had rendered and pushed Recent Subscription Orders
  // down (issue 24).
  admin: (client, pathname) => (/^\/admin\/dashboard\/?$/.test(pathname) ? [read(client, adminStatsQuery), read(client, recentOrdersQuery(1))] : []),
};

/** One opening read: fetched into the cache, and marked so that the page's own first mount does not ask again. */
async function read<Data, Key extends QueryKey>(client: QueryClient, options: FetchQueryOptions<Data, Error, Data, Key>): Promise<void> {
  await client.prefetchQuery(options);
  markOpeningRead(client, options.queryKey);
}

/**
 * Fetches the data `page` opens with, when there is a session, and the session's user (the header's links and the
 * back office's check depend on it); never fails (the page's own queries answer for it).
 */
export function prefetchPageData(page: SpaPage | undefined, client: QueryClient, pathname: string): Promise<unknown> | undefined {
  const token = getToken();
  const pageReads = page && token ? PAGE_DATA[page]?.(client, pathname) : undefined;
  if (!pageReads) return undefined;
  return Promise.all([read(client, sessionUserQuery(token)), ...pageReads]);
}

/**
 * Waits for what the first render would like to have (the page's chunk, its data), at most DATA_WAIT_MS: on a slow
 * network the page renders with its own loading state rather than leaving the screen blank. Never fails.
 */
export async function waitBeforeFirstRender(work: Array<Promise<unknown> | undefined>): Promise<void> {
  const pending = work.filter((item): item is Promise<unknown> => item !== undefined).map((item) => item.catch(() => undefined));
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS)))]);
  clearTimeout(timer);
}
