import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /**
   * Where focus goes back to on closing, for a dialog opened by code rather than by a trigger: Radix returns focus to
   * what was focused when it opened, which is nothing when the opener was busy (disabled) at that moment.
   */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The element that had focus when the dialog opened. Radix gives focus back to a Dialog.Trigger only, and our dialogs
 * are opened by the screens' own buttons: without this, closing one (a choice made, Escape) left focus on the page's
 * top. Taken in a layout effect, before Radix moves focus into the dialog.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return opener;
}

/**
 * The one dialog of the app (ui/Modal.tsx loads it). Radix gives what an accessible dialog needs: focus moved in and
 * trapped, Escape and outside click close, the page behind hidden from screen readers; focus goes back to the opener.
 */
export function DialogModal({ open, onOpenChange, title, description, children, footer, wide = false, returnFocusRef }: ModalProps) {
  const opener = useOpener(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, wide && styles.wide].filter(Boolean).join(' ')}
          onCloseAutoFocus={(event) => {
            const back = returnFocusRef?.current?.isConnected ? returnFocusRef.current : opener.current;
            if (!back?.isConnected) return; // gone (the page moved on): Radix's own choice
            event.preventDefault();
            back.focus();
          }}
          // Without a description Radix warns unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
            </div>
            <Dialog.Close className={styles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
