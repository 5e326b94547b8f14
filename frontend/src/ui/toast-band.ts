import { useLayoutEffect, type RefObject } from 'react';

/** Set on the document while a screen's title sits where toasts would appear (global.css reads it). */
const BELOW_TITLE = 'toastsBelow';
/** The title's bottom edge on the page, in px (global.css moves --toast-top there). */
const TITLE_BOTTOM = '--title-bottom';

/**
 * Toasts appear under this element (a screen's title just under the header) instead of just under the header,
 * while it is mounted: the back office's title sits where toasts appear, and the log-in toast hid it. The place
 * follows the title as it wraps or the window changes. While a dialog is open the toasts go back under the header
 * (the dialog covers the title, and dialogs keep clear of that band: Modal.module.css).
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const place = () => root.style.setProperty(TITLE_BOTTOM, `${Math.round(element.getBoundingClientRect().bottom + window.scrollY)}px`);
    place();
    root.dataset[BELOW_TITLE] = '';
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      delete root.dataset[BELOW_TITLE];
      root.style.removeProperty(TITLE_BOTTOM);
    };
  }, [ref]);
}
