import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleOptions {
  variant?: ButtonVariant;
  small?: boolean;
  fullWidth?: boolean;
}

/** The button look, also for router links that act as buttons. */
export function buttonClassName({ variant = 'primary', small = false, fullWidth = false }: StyleOptions = {}): string {
  return [styles.button, styles[variant], small && styles.small, fullWidth && styles.fullWidth].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleOptions {
  ref?: Ref<HTMLButtonElement>;
  /** While true the button shows busyLabel and ignores presses. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({ variant, small, fullWidth, busy = false, busyLabel, className, children, type = 'button', disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, small, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
