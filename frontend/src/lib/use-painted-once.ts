import { useEffect, useState } from 'react';

/** How long after its first frame the screen is left to itself before the parts it can do without start. */
const SETTLE_MS = 150;

/**
 * False until the screen this component mounted with has been on screen a moment, then true: a part the first screen
 * can do without (the offline map's chunk and outlines, the live status's connection) is fetched, built or opened
 * once the page is shown and its first answers (the browser's location, say) have been drawn, rather than competing
 * with them for a phone's network and CPU.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: number | undefined;
    // A frame callback runs just before the first paint; the timer it starts runs after it.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), SETTLE_MS);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
