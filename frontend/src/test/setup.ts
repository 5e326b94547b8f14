import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom lacks these browser APIs; the app (scroll on navigation) and sonner (theme) touch them.
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
});

afterEach(() => {
  // Sonner keeps toasts in a module-wide store and replays live ones to a new Toaster: start each test clean.
  toast.dismiss();
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
