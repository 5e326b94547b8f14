import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, queryKeys, type CartItem } from '../../api';
import { recentOrderOfSameItems } from '../../lib/cart/repeat-order';
import { getToken } from '../../lib/session';

/** Orders the customer has already said yes to renting again, this tab: each is asked about once. */
const answered = new Set<string>();

/**
 * Before the cart leaves for delivery (issue 21): when the signed-in customer ordered these very items within the
 * last day, ask once whether they mean to rent another set. The orders are My Account's (GET /getDashboardData); a
 * failure to read them never stands in the way of the checkout.
 */
export function useRepeatOrderCheck(onGo: (cart: CartItem[]) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ cart: CartItem[]; orderId: string } | null>(null);
  const [checking, setChecking] = useState(false);

  async function check(cart: CartItem[]): Promise<void> {
    if (!getToken()) return onGo(cart);
    setChecking(true);
    try {
      const { orders } = await queryClient.fetchQuery({ queryKey: queryKeys.dashboard, queryFn: api.getDashboardData, staleTime: 0 });
      const repeated = recentOrderOfSameItems(cart, orders, new Date());
      if (repeated && !answered.has(repeated._id)) return setPending({ cart, orderId: repeated._id });
    } catch {
      // Not knowing the orders is no reason to stop the customer: go on as if there were none.
    } finally {
      setChecking(false);
    }
    onGo(cart);
  }

  return {
    check: (cart: CartItem[]) => void check(cart),
    checking,
    asking: pending !== null,
    rentAnother() {
      if (!pending) return;
      answered.add(pending.orderId);
      setPending(null);
      onGo(pending.cart);
    },
    dismiss: () => setPending(null),
  };
}
