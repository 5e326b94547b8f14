import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import styles from './AppLayout.module.css';
import { PageErrorBoundary } from '../ui/PageErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      Loading…
    </p>
  );
}

/** A new screen starts at its top, as a full page load would. */
function useScrollToTopOnNavigation(pathname: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** How long a new screen may take to show its heading (a lazy page, its data) for focus to go there. */
const HEADING_WAIT_MS = 5000;

/**
 * After a move to another screen (not the first load), focus goes to the new screen's main heading, as a screen reader
 * user expects, instead of falling back to the document's top when what had it (a button of the last screen) went.
 * A screen that put focus inside itself meanwhile (a field, its own step title) keeps it.
 */
function useFocusHeadingOnNavigation(pathname: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const moved = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    if (!moved) return;
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!main || !heading) {
        if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(focusHeading);
        return;
      }
      if (main.contains(document.activeElement)) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function AppLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  useFocusHeadingOnNavigation(pathname);
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Keyed by path: leaving a broken screen clears its error. */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
