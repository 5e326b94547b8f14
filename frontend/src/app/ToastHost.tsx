import { Suspense, useSyncExternalStore } from 'react';
import { lazyPage } from '../lib/lazy-page';
import { usePrefetchWhenIdle } from '../lib/lazy-part';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/toast';

const Toaster = lazyPage(() => import('../ui/Toaster'), 'Toaster');

/**
 * The Toaster, loaded apart from the first screen: mounted when the browser is first idle, so that its live region is
 * in the page before a toast is announced, or at once when a toast comes first (sonner shows the toasts made before
 * its Toaster was there).
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  usePrefetchWhenIdle(loadToasts);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
