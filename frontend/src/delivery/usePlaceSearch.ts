import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, type GeocodeResult } from '../api';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Spec 9: location search waits 300 ms after the last keystroke and shows up to 8 results. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_LIMIT = 8;

const placeSearch = (text: string) => ({
  queryKey: queryKeys.deliveryPlaces(text),
  queryFn: async (): Promise<GeocodeResult[]> => (await api.searchPlaces(text, SEARCH_LIMIT)).results.slice(0, SEARCH_LIMIT),
  staleTime: 5 * 60_000,
});

/**
 * Places for what the customer typed, searched 300 ms after they stop typing. `searchNow` skips the wait (Enter
 * picks the first result of what is typed, even before the debounced search answered).
 */
export function usePlaceSearch(text: string) {
  const queryClient = useQueryClient();
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...placeSearch(term), enabled: term !== '' });
  return {
    term,
    results: term === '' ? [] : (query.data ?? []),
    searching: term !== '' && query.isFetching,
    failed: term !== '' && query.isError,
    searchNow: (now: string) => queryClient.fetchQuery(placeSearch(now.trim())),
  };
}
