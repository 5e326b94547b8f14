import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One page of a list from the server. While the next page (or the next search) loads, the rows shown stay the
 * previous ones instead of blanking the table.
 */
export function usePagedQuery<Answer>(queryKey: QueryKey, queryFn: () => Promise<Answer>, options: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, ...options });
}
