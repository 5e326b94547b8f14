import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../lib/lazy-page';
import { useNeededOnce, usePrefetchWhenIdle } from '../lib/lazy-part';
import type { ModalProps } from './DialogModal';
import styles from './Modal.module.css';

const DialogModal = lazyPage(() => import('./DialogModal'), 'DialogModal');

/**
 * The one dialog of the app (ui/DialogModal.tsx), in a chunk of its own: a screen's dialogs open on a click, and Radix
 * (13 KB) was the largest of the files My Account's first screen waited for on a phone (issue 24). The chunk is
 * fetched once the browser is idle after the screen is shown, so a click does not wait for it; once opened, the
 * dialog stays mounted, so that its closing runs as it always did (the focus given back to its opener).
 */
export function Modal(props: ModalProps) {
  const needed = useNeededOnce(props.open);
  usePrefetchWhenIdle(DialogModal.preload);
  // Its own boundary: a click that comes before the chunk suspends the dialog alone, never the page around it.
  return needed ? (
    <Suspense fallback={null}>
      <DialogModal {...props} />
    </Suspense>
  ) : null;
}

/** A dialog footer's buttons: in a row at the end, apart from each other, wrapping on a narrow phone. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
