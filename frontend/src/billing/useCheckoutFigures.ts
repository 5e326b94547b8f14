import { useQuery } from '@tanstack/react-query';
import { serverCartQuery } from '../api';
import type { CheckoutFigures } from './charge-summary';

/**
 * The server's figures for the cart the order is placed from (GET /getCartItems), under the same key as the delivery
 * page's cart, so the two steps show one answer. Fetched again on entering /billing: the charge is the server's.
 */
export function useCheckoutFigures() {
  return useQuery({
    ...serverCartQuery,
    select: ({ monthlyTotalCents, deliveryFeeCents, totalTodayCents }): CheckoutFigures => ({ monthlyTotalCents, deliveryFeeCents, totalTodayCents }),
  });
}
