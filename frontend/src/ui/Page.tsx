import type { ReactNode, Ref } from 'react';
import styles from './Page.module.css';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  narrow?: boolean;
  /** Shown before the title on its line, e.g. a back arrow. */
  leading?: ReactNode;
  /** For a screen that changes its title in place (steps): focus can be moved to the new title. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A screen's frame: one h1 (each route has exactly one), optional subtitle, content below. */
export function Page({ title, subtitle, narrow = false, leading, titleRef, children }: PageProps) {
  const heading = (
    <h1 className={styles.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
      {title}
    </h1>
  );
  return (
    <div className={[styles.page, narrow && styles.narrow].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        {/* One shape with or without a leading part: the heading is never remounted (and focus on it lost) when one comes. */}
        <div className={leading ? styles.titleLine : undefined}>
          {leading}
          {heading}
        </div>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={[styles.card, className].filter(Boolean).join(' ')}>{children}</section>;
}
