import { useEffect, useState } from 'react';
import { usePaintedOnce } from './use-painted-once';

/**
 * True from the first time `needed` is true on: a lazily loaded part (a screen's dialogs) is rendered from then on and
 * kept, so that closing a dialog runs as it always did (its focus return, its exit) rather than unmounting it.
 */
export function useNeededOnce(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return wasNeeded || needed;
}

/**
 * Fetches a lazy part's chunk once the browser is idle after the screen is shown, so that it is there by the time a
 * click needs it: the first screen does not wait for it, and the click does not wait for the network. It waits for the
 * screen to have been on screen a moment (usePaintedOnce) first: the browser is also idle while the page's first data
 * is on its way, and a prefetch then competed with the page's own files on a phone. A failed prefetch is ignored: the
 * render that needs the part fetches it itself.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  const shown = usePaintedOnce();
  useEffect(() => {
    if (!shown) return undefined;
    const prefetch = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: a moment after the screen settles.
    const timer = window.setTimeout(prefetch, 1500);
    return () => window.clearTimeout(timer);
  }, [shown, load]);
}
