import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner fetched the first time one is shown rather than with the first screen (it is about 9 KB
 * of the first-load script, and most first visits show no toast). The calls keep sonner's order and meaning; what they
 * show appears once sonner is there, a moment later on the first one. The back office's screens use it too: their
 * own import of sonner put it on every back office page's first load. The Toaster that shows them all is mounted by
 * app/ToastHost.tsx.
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | undefined;
const waiting = new Set<() => void>();
let wanted = false;

/** Fetches sonner (once) and tells the host to mount its Toaster, which shows the toasts made meanwhile. */
export function loadToasts(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    waiting.forEach((notify) => notify());
  }
  sonner ??= import('sonner');
  return sonner;
}

/** For the host (useSyncExternalStore): whether anything has asked for toasts yet. */
export const toastsWanted = () => wanted;
export function onToastsWanted(notify: () => void): () => void {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

const show =
  (kind: 'success' | 'error' | 'info' | 'warning') =>
  (message: Message, options?: ExternalToast): void =>
    void loadToasts().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Dismisses one toast by its id, or all. */
  dismiss: (id?: string | number): void => void loadToasts().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
};
