import { useSyncExternalStore } from 'react';
import type { CartItem } from '../../api';
import { CART_KEY } from '../session';

const CART_CHANGED = 'rto:cart-changed';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.name === 'string' && typeof item.monthly_price === 'number';
}

export interface StoredCart {
  items: CartItem[];
  /** True when the stored value held something unusable that was left out, so it should be rewritten. */
  hadInvalidEntries: boolean;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

function parseCart(raw: string | null): StoredCart {
  if (raw === null) return { items: [], hadInvalidEntries: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return { items: [], hadInvalidEntries: true };
    const items = parsed.filter(isCartItem);
    return { items, hadInvalidEntries: items.length !== parsed.length };
  } catch {
    return { items: [], hadInvalidEntries: true };
  }
}

/** Reads localStorage `cartItems`; anything unreadable counts as an empty cart rather than a crash. */
export function loadCart(): StoredCart {
  return parseCart(readRaw());
}

/** Throws when storage is full or disabled; callers tell the customer what did not happen. */
export function saveCart(items: readonly CartItem[]): void {
  window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_CHANGED));
}

/** Spec 3: the local cart is removed on a successful log-in or sign-up (the server cart takes over). */
export function clearCart(): void {
  try {
    window.localStorage.removeItem(CART_KEY);
  } finally {
    window.dispatchEvent(new Event(CART_CHANGED));
  }
}

function subscribe(onChange: () => void): () => void {
  // 'storage' covers other tabs; our own event covers this one (the header's badge follows the products screen).
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED, onChange);
  };
}

/** How many items the local cart holds, kept up to date wherever the cart changes. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => parseCart(readRaw()).items.length, () => 0);
}
