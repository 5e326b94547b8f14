import { useQuery } from '@tanstack/react-query';
import { serverCartQuery } from '../api';
import { DELIVERY_MESSAGES } from './delivery-rules';
import { useErrorToast } from './use-error-toast';

/**
 * The cart the server keeps (GET /getCartItems), which checkout just pushed. A failure says 'Error loading cart
 * items' and offers a retry; it never puts made-up items in its place.
 */
export function useDeliveryCart() {
  const query = useQuery(serverCartQuery);
  useErrorToast(query.error, query.isError ? query.errorUpdatedAt : 0, DELIVERY_MESSAGES.cartFailed);
  return query;
}
