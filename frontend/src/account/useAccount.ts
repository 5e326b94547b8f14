import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { isRentable } from '@rto/rules';
import { PLUG_OPTIONS } from '../lib/cart/plug-types';
import { api, queryKeys, errorMessage, refetchAlwaysUnlessJustOpened, type CartItem, type DashboardData, type DashboardOrder } from '../api';
import { toastFailure } from '../lib/toast-failure';
import { paymentErrorOf } from '../ui/payment/payment-rules';
import { cartTvSize } from '../lib/cart/cart-rules';
import { saveCart } from '../lib/cart/cart-storage';
import { formatUsd } from '../lib/money';
import { ACCOUNT_MESSAGES, ownedNow, paidUpNow } from './account-rules';

/** How long after a payment the dashboard is read again: order hears billing's event about then. */
const PAID_REREAD_MS = 2_000;

/** My Account reads its data again on every visit, except just after reading it as the page opened (main.tsx). */
export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard, queryFn: api.getDashboardData, refetchOnMount: refetchAlwaysUnlessJustOpened });
}

/** Pause Billing / Unpause Billing (spec 4): the flag is updated on the page once the call succeeded. */
export function useBillingPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pause: boolean) => {
      await (pause ? api.pauseBilling() : api.resumeBilling());
      return pause;
    },
    onSuccess: (paused) => {
      queryClient.setQueryData<DashboardData>(queryKeys.dashboard, (data) => (data?.user ? { ...data, user: { ...data.user, billingPaused: paused } } : data));
      // When the pause ends by itself, and when it can be used again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.billingDetails });
      toast.success(paused ? ACCOUNT_MESSAGES.paused : ACCOUNT_MESSAGES.unpaused);
    },
    onError: toastFailure(ACCOUNT_MESSAGES.pauseFailed),
  });
}

/** Pay Now on an overdue order: its failed or open invoices charged again with the card on file. */
export function usePayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.payNow(orderId),
    onSuccess: ({ amount }, orderId) => {
      toast.success(`Payment of ${formatUsd(amount)} received. Thank you!`);
      // Everything due on the order was paid: shown paid up from billing's answer now, read again once order knows.
      queryClient.setQueryData<DashboardData>(queryKeys.dashboard, (data) => (data ? paidUpNow(data, orderId) : data));
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }), PAID_REREAD_MS);
    },
    // A refused card answers in the provider's words; nothing due, or no such order, in the service's.
    onError: (error) => toast.error(paymentErrorOf(error) ?? errorMessage(error, ACCOUNT_MESSAGES.payNowFailed)),
  });
}

/** Pay off now: the order's early purchase option, charged with the card on file; the order then shows Owned. */
export function usePayOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.payOff(orderId),
    onSuccess: ({ amount, owned }, orderId) => {
      toast.success(`Payment of ${formatUsd(amount)} received: it is yours now. Thank you!`);
      // The order completes once billing's rental.owned reaches it (a moment later): shown owned from billing's answer
      // now, and the page read again after that moment (a read at once could still find it active).
      if (owned) queryClient.setQueryData<DashboardData>(queryKeys.dashboard, (data) => (data ? ownedNow(data, orderId, new Date().toISOString()) : data));
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }), PAID_REREAD_MS);
    },
    onError: (error) => toast.error(paymentErrorOf(error) ?? errorMessage(error, ACCOUNT_MESSAGES.payOffFailed)),
  });
}

/**
 * Re-order: the cart filled with the order's items as the catalogue has them now (with the same TV size and plug),
 * saved on this device and on the server, then /appliance to review it. Items not on offer now are left out.
 */
export function useReorder() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (order: DashboardOrder) => {
      const { products } = await api.getProducts();
      const byId = new Map(products.map((product) => [product._id, product]));
      const cart: CartItem[] = order.items.flatMap((item) => {
        const product = byId.get(item._id);
        if (!product || !isRentable(product.stock_status)) return [];
        // The plug as the storefront offers it (the order keeps the words it was given).
        const plug = PLUG_OPTIONS.find((option) => option.comboItem.plugType === item.comboItem?.plugType)?.comboItem;
        return [{ ...product, ...(item.tvSize ? { tvSize: item.tvSize } : {}), ...(plug ? { comboItem: plug } : {}) }];
      });
      if (cart.length === 0) throw new Error(ACCOUNT_MESSAGES.reorderGone);
      saveCart(cart);
      await api.addItemsToCart(cart);
      const tvSize = cartTvSize(cart);
      if (tvSize) await api.updateTvScreen(tvSize);
      return cart.length < order.items.length;
    },
    onSuccess: (someLeftOut) => {
      toast.success(someLeftOut ? 'Your cart has the items still available; the others can no longer be rented.' : 'Your cart has the same items again.');
      navigate('/appliance');
    },
    onError: (error) => toast.error(error instanceof Error && error.message === ACCOUNT_MESSAGES.reorderGone ? error.message : ACCOUNT_MESSAGES.reorderFailed),
  });
}
