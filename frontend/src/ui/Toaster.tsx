import { Toaster as SonnerToaster } from 'sonner';

/** Where every toast of the app appears. Sonner announces toasts to screen readers through a live region. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton duration={4000} />;
}
