import { useSyncExternalStore } from 'react';

/** localStorage keys named by the spec (section 3, client storage). */
export const TOKEN_KEY = 'token';
export const CART_KEY = 'cartItems';

const SESSION_CHANGED = 'rto:session-changed';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, strict cookie settings): behave as logged out.
    return null;
  }
}

export function getToken(): string | null {
  return readStorage(TOKEN_KEY);
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } finally {
    window.dispatchEvent(new Event(SESSION_CHANGED));
  }
}

function subscribe(onChange: () => void): () => void {
  // 'storage' covers other tabs logging in or out; our own event covers this tab.
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED, onChange);
  };
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => getToken() !== null, () => false);
}
