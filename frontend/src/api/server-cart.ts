import { queryOptions } from '@tanstack/react-query';
import * as api from './client';
import { queryKeys } from './query-keys';

/**
 * GET /getCartItems: the cart the server keeps, with its figures. The delivery step and the billing page read it
 * under one key, so both show one answer; asked again on entering each step (the charge is the server's).
 */
export const serverCartQuery = queryOptions({
  queryKey: queryKeys.deliveryCart,
  queryFn: async () => (await api.getCartItems()).cartItems,
  staleTime: 0,
});
