import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SEARCH_DELAY_MS } from './paging';
import { usePageFor } from './usePageFor';

/**
 * A list screen's search box, page size and page: the search as typed and as searched (trimmed, once typing has
 * paused), and the page, back to 1 whenever the search, the page size or any of the screen's `filters` change.
 */
export function useListSearch(defaultLimit: number, filters: readonly unknown[]) {
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(defaultLimit);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = usePageFor([debouncedSearch, limit, ...filters]);
  return { search, setSearch, debouncedSearch, limit, setLimit, page, setPage };
}
