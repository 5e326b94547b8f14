import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api, type CartItem } from '../../api';
import { cartTvSize } from './cart-rules';

export const SYNC_FAILED = 'Error syncing cart';

/**
 * Checkout from the cart (spec 4): push the cart to the server, then the TV size when one was chosen, then go
 * to /delivery. Any failure keeps the customer here with 'Error syncing cart'.
 */
export function useCheckout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (cart: CartItem[]) => {
      await api.addItemsToCart(cart);
      const tvSize = cartTvSize(cart);
      if (tvSize) await api.updateTvScreen(tvSize);
    },
    onSuccess: () => navigate('/delivery'),
    onError: () => toast.error(SYNC_FAILED),
  });
}
