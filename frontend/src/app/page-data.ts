import type { SpaPage } from '@rto/kit/spa-pages';
import type { QueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '../api';
import { getToken } from '../lib/session';

/** The most a first render waits for a page's data: past it the page shows its own loading state, as before. */
const DATA_WAIT_MS = 1500;

/**
 * What a signed-in page's first screen is built around, fetched alongside its chunk rather than once it has rendered.
 * /billing showed a one-line 'Loading the secure card form...' until GET /getBillingDetails said which card form to
 * show, then the form, 520 px taller on a phone, pushed the rest of the page down (a layout shift of 0.19 by
 * Lighthouse; issue 24).
 */
const PAGE_DATA: Partial<Record<SpaPage, (client: QueryClient) => Promise<void>>> = {
  billing: (client) => client.prefetchQuery({ queryKey: queryKeys.billingDetails, queryFn: api.getBillingDetails }),
};

/** Fetches the data `page` opens with, when there is a session; never fails (the page's own query answers for it). */
export async function prefetchPageData(page: SpaPage | undefined, client: QueryClient): Promise<void> {
  const fetching = page && getToken() ? PAGE_DATA[page]?.(client) : undefined;
  if (!fetching) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([fetching, new Promise((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS)))]);
  clearTimeout(timer);
}
