import type { CartItem } from '../../api';
import { CART_KEY } from '../../lib/session';

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

/** Reads localStorage `cartItems`; anything unreadable counts as an empty cart rather than a crash. */
export function loadCart(): StoredCart {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CART_KEY);
  } catch {
    return { items: [], hadInvalidEntries: false };
  }
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

/** Throws when storage is full or disabled; callers tell the customer what did not happen. */
export function saveCart(items: readonly CartItem[]): void {
  window.localStorage.setItem(CART_KEY, JSON.stringify(items));
}
