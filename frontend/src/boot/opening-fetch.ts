/**
 * The opened page's first reads, started by a script of their own: index.html loads it async, ahead of the main
 * script, so the reads go out while the main script downloads rather than once it has run (on a phone, a round trip
 * and the server's answer off the first screen's wait; issue 24). The API client takes their answers
 * (api/opening-fetches.ts) as its own fetches: its error handling (a 401, a network error) is the same.
 *
 * No imports: the build turns this file alone into that script (vite.config.ts, openingFetchScript), with the reads of
 * each page (api/endpoints.ts, OPENING_READS) and the API's origin filled in.
 */

/** What the script leaves for the API client: the token it read with, and each URL's answer on its way. */
export interface OpeningFetches {
  token: string;
  startedAt: number;
  answers: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    openingFetches?: OpeningFetches;
  }
}

/** Starts the GETs `readsByPath` names for this page's path, with the stored session's token; none without one. */
export function startOpeningFetches(readsByPath: Readonly<Record<string, readonly string[]>>, apiBaseUrl: string): void {
  let token: string | null = null;
  try {
    // The spec's key for the session's token, as lib/session.ts (TOKEN_KEY) keeps it.
    token = window.localStorage.getItem('token');
  } catch {
    // Storage can be disabled: the app then runs as logged out.
  }
  // The path as the router matches it (@rto/kit/spa-pages, spaPageOf, which this file cannot import): trailing
  // slashes cut by a scan (a regex would be quadratic on a stranger's run of slashes), case ignored.
  const { pathname } = window.location;
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === '/') end -= 1;
  const reads = readsByPath[pathname.slice(0, end).toLowerCase()];
  if (!token || !reads) return;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const answers: Record<string, Promise<Response>> = {};
  for (const path of reads) {
    const url = `${apiBaseUrl}${path}`;
    answers[url] = fetch(url, { headers });
    // A failure is the API client's to meet (it fetches again); never an unhandled rejection here.
    answers[url].catch(() => undefined);
  }
  window.openingFetches = { token, startedAt: Date.now(), answers };
}
