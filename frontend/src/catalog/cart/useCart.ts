import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import type { CartItem, ComboItem, Product } from '../../api';
import { loadCart, saveCart } from '../../lib/cart/cart-storage';

export const CART_MESSAGES = {
  added: 'Item added to cart',
  removed: 'Item removed from cart',
  saveFailed: 'Error saving cart',
  updateFailed: 'Error updating cart',
  addFailed: 'Error adding appliance to cart',
} as const;

/** The choice made in a picker: a TV size, a dryer plug, or nothing for plain products. */
export type ItemChoice = { tvSize: number } | { comboItem: ComboItem } | undefined;

function persist(items: readonly CartItem[], failureMessage: string): void {
  try {
    saveCart(items);
  } catch {
    toast.error(failureMessage);
  }
}

/**
 * The customer's cart: kept in React state and written to localStorage `cartItems` on every change (spec 4).
 * Each kind of change has its own failure message (spec 8): adding, updating (removal), and saving (the
 * rewrite of a stored cart that held unreadable entries).
 */
export function useCart() {
  const [initial] = useState(loadCart);
  const [cart, setCart] = useState<CartItem[]>(initial.items);
  // Handlers read the latest cart from here, so two quick clicks never work on a stale copy.
  const latest = useRef(cart);

  useEffect(() => {
    if (initial.hadInvalidEntries) persist(initial.items, CART_MESSAGES.saveFailed);
  }, [initial]);

  const commit = useCallback((next: CartItem[], failureMessage: string) => {
    latest.current = next;
    setCart(next);
    persist(next, failureMessage);
  }, []);

  const addItem = useCallback(
    (product: Product, choice?: ItemChoice) => {
      const item: CartItem = { ...product, ...choice };
      commit([...latest.current.filter((existing) => existing._id !== product._id), item], CART_MESSAGES.addFailed);
      toast.success(CART_MESSAGES.added);
    },
    [commit],
  );

  const removeItem = useCallback(
    (productId: string) => {
      commit(
        latest.current.filter((item) => item._id !== productId),
        CART_MESSAGES.updateFailed,
      );
      toast.info(CART_MESSAGES.removed);
    },
    [commit],
  );

  return { cart, addItem, removeItem };
}
