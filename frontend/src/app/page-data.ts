import type { SpaPage } from '@rto/kit/spa-pages';
import type { QueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '../api';
import { getToken } from '../lib/session';

/** The most a first render waits for a page's chunk and data: past it the page shows its own loading state, as before. */
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
export function prefetchPageData(page: SpaPage | undefined, client: QueryClient): Promise<void> | undefined {
  return page && getToken() ? PAGE_DATA[page]?.(client) : undefined;
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
