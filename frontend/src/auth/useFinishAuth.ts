import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../lib/toast';
import { sessionUserQuery, type AuthResponse } from '../api';
import { clearCart, loadCart } from '../lib/cart/cart-storage';
import { mergeGuestCart } from '../lib/cart/guest-cart-merge';
import { setToken } from '../lib/session';
import { landingPath, nextPathFrom } from './auth-form';

export const GUEST_CART_NOT_SAVED = 'Your earlier picks could not be added to your cart';

/**
 * What follows a successful log-in or sign-up: the session starts, the guest's picks join the account's server
 * cart before the local cart is cleared (spec 3), and the customer lands where they were going (an admin on the
 * back office). Returns a promise, so the form stays busy until the landing.
 */
export function useFinishAuth() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();

  return async (response: AuthResponse) => {
    setToken(response.token);
    if (response.message) toast.success(response.message);
    const role = await queryClient.fetchQuery(sessionUserQuery(response.token)).then(
      (me) => me.user?.role,
      () => undefined,
    );
    let pickedAsGuest = false;
    // An admin has no shopping cart; their picks as a guest are just dropped.
    if (role !== 'admin') {
      try {
        pickedAsGuest = (await mergeGuestCart(loadCart().items)) > 0;
      } catch {
        toast.error(GUEST_CART_NOT_SAVED);
      }
    }
    clearCart();
    navigate(landingPath({ role, next: nextPathFrom(searchParams), pickedAsGuest }));
  };
}
