import type { OpeningFetches } from '../boot/opening-fetch';

/** How long after the opening script started its reads an answer still counts as this page's opening read. */
const OPENING_FETCH_MAX_AGE_MS = 10_000;

/**
 * The answer the opening script (boot/opening-fetch.ts) has on its way for a GET of `url` sent with `token`, taken at
 * most once: the API client awaits it instead of fetching. Undefined when there is none, when it was read with
 * another token (a log-in since), or when it is older than a page's opening.
 */
export function takeOpeningFetch(url: string, token: string | null): Promise<Response> | undefined {
  const fetches: OpeningFetches | undefined = window.openingFetches;
  const answer = fetches?.answers[url];
  if (!fetches || !answer) return undefined;
  delete fetches.answers[url];
  if (token !== fetches.token || Date.now() - fetches.startedAt > OPENING_FETCH_MAX_AGE_MS) return undefined;
  return answer;
}

/**
 * Drops every answer the opening script still holds: after a change (any call but a GET), a later read must see it, not
 * an answer read as the page opened.
 */
export function dropOpeningFetches(): void {
  delete window.openingFetches;
}
