import { QueryClient } from '@tanstack/react-query';
import { spaPageOf } from '@rto/kit/spa-pages';
import { describe, expect, it } from 'vitest';
import { OPENING_READS } from '../api/endpoints';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { prefetchPageData } from './page-data';

describe("the page's opening reads (page-data.ts) and the opening script's (OPENING_READS)", () => {
  it.each(Object.keys(OPENING_READS))(
    'when %s is opened signed in, then every read page-data.ts makes for it is one the opening script has started',
    async (pagePath) => {
      expect(spaPageOf(pagePath)).toBeDefined();
      window.localStorage.setItem('token', 'abc');
      // Any answer will do (the cart's query wants its field): what is asked is the point.
      const { calls } = mockFetch(() => jsonResponse(200, { cartItems: { items: [] } }));
      await prefetchPageData(spaPageOf(pagePath), new QueryClient({ defaultOptions: { queries: { retry: false } } }), pagePath);
      const read = calls.map((call) => `${call.method} ${call.path}${call.search}`);
      expect(read.length).toBeGreaterThan(1);
      expect(read.filter((call) => !OPENING_READS[pagePath]?.some((path) => call === `GET ${path}`))).toEqual([]);
    },
  );
});
