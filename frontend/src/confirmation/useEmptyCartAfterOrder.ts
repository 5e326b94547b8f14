import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys, type RecentOrder } from '../api';
import { clearCart, loadCart } from '../lib/cart/cart-storage';
import { cartIsInOrder } from '../lib/cart/repeat-order';
import { clearDeliveryChoice } from '../lib/delivery-choice-storage';

/**
 * Issue 21: once the order is placed, the SPA's cart (local storage, the header's badge, the products screen's
 * selection) empties, so pressing Continue again cannot place a second identical rental by mistake. Not for a
 * cancelled order (declined: its customer keeps the picks to try again), and only when the cart holds what was
 * ordered, never picks made since. The delivery choice kept for Back and reload goes with it. The server cart empties
 * by itself once the first payment goes through.
 */
export function useEmptyCartAfterOrder(order: RecentOrder | undefined): void {
  const queryClient = useQueryClient();
  const status = order?.status;
  useEffect(() => {
    if (!order) return;
    // An order changed the account: My Account must not first show the orders it had before (a cart check cached them).
    queryClient.removeQueries({ queryKey: queryKeys.dashboard });
    if (status === 'cancelled') return;
    if (!cartIsInOrder(loadCart().items, order)) return;
    clearCart();
    // The delivery choice went with the order: a next rental starts from the first bookable day again.
    clearDeliveryChoice();
    void queryClient.invalidateQueries({ queryKey: queryKeys.deliveryCart });
  }, [order, status, queryClient]);
}
