import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { ApiError, errorMessage, type CartItem } from '../../api';
import { authPath } from '../../lib/auth-path';
import { getToken } from '../../lib/session';
import { cartTvSize } from '../../lib/cart/cart-rules';
import { saveServerCart } from '../../lib/cart/server-cart';

export const SYNC_FAILED = 'Error syncing cart';
export const LOG_IN_TO_CONTINUE = 'Log in or create an account to continue';

/** Thrown instead of calling the server when nobody is logged in: there is no server cart to push to yet. */
class NotLoggedIn extends Error {}

function needsLogIn(error: unknown): boolean {
  return error instanceof NotLoggedIn || (error instanceof ApiError && error.status === 401);
}

/**
 * Leave the cart for delivery (spec 4): save the cart to the server, then the TV size when one was chosen, then go
 * to /delivery. Any failure keeps the customer here with 'Error syncing cart'. A visitor who is not logged in (or
 * whose session has ended) is asked to log in instead; the picks stay in the local cart, join the account's cart
 * at log-in, and the customer goes on to /delivery.
 */
export function useSaveCartAndContinue() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (cart: CartItem[]) => {
      if (!getToken()) throw new NotLoggedIn();
      await saveServerCart(cart, cartTvSize(cart));
    },
    onSuccess: () => navigate('/delivery'),
    onError: (error) => {
      if (!needsLogIn(error)) {
        // A product that is no longer on offer is named by the server (409): the customer knows which pick to drop.
        toast.error(error instanceof ApiError && error.status === 409 ? errorMessage(error, SYNC_FAILED) : SYNC_FAILED);
        return;
      }
      toast.info(LOG_IN_TO_CONTINUE);
      navigate(authPath({ login: error instanceof ApiError, next: '/delivery' }));
    },
  });
}
