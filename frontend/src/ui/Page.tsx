import type { ReactNode } from 'react';
import styles from './Page.module.css';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}

/** A screen's frame: one h1 (each route has exactly one), optional subtitle, content below. */
export function Page({ title, subtitle, narrow = false, children }: PageProps) {
  return (
    <div className={[styles.page, narrow && styles.narrow].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={[styles.card, className].filter(Boolean).join(' ')}>{children}</section>;
}
