import { Suspense, useEffect } from 'react';
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

export function AppLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
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
