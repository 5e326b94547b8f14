import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

/**
 * Where every toast of the app appears: at the top, just under the sticky header (over it, a toast hid the header's
 * links on a phone), and in the back office under the screen's title (--toast-top: global.css, toast-band.ts); one
 * at a time (a newer one replaces the older instead of stacking over the page). Dialogs keep clear of the band under
 * the header (Modal.module.css, --toast-band), where toasts go while one is open, so a toast never covers a dialog's
 * title or buttons. Sonner announces toasts to screen readers through a live region.
 */
const BELOW_HEADER = (gap: number) => ({ top: `calc(var(--toast-top) + ${gap}px)`, left: gap, right: gap });

/**
 * The rich colours' text in the design's darker tones: sonner's own (green #008a2e on its pale green, red, blue,
 * orange) stay under the 4.5:1 contrast small text needs, which an axe scan of any screen showing a toast reports.
 */
const READABLE_TEXT = {
  '--success-text': 'var(--color-success)',
  '--error-text': 'var(--color-danger)',
  '--info-text': 'var(--color-brand)',
  '--warning-text': 'var(--color-warning)',
} as CSSProperties;

export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      duration={4000}
      visibleToasts={1}
      offset={BELOW_HEADER(16)}
      mobileOffset={BELOW_HEADER(8)}
      style={READABLE_TEXT}
    />
  );
}
