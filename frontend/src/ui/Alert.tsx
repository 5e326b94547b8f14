import type { ReactNode } from 'react';
import styles from './Alert.module.css';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  action?: ReactNode;
}

/** An inline message; errors are announced at once (role alert), the rest politely (role status). */
export function Alert({ tone, children, action }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
      {action}
    </div>
  );
}
