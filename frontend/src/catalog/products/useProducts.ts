import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '../../api';

export const PRODUCTS_FAILURE = 'Error while fetching products please try again';

/** The storefront's catalogue (GET /getProducts, no paging: the storefront needs no payload). */
export function useProducts() {
  return useQuery({
    queryKey: queryKeys.products,
    queryFn: async () => (await api.getProducts()).products ?? [],
    staleTime: 60_000,
  });
}
