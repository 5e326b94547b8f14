import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './admin.module.css';

/**
 * The box a table scrolls sideways in when it is wider than the screen (a phone). While it scrolls it is a named
 * region in the tab order, so a keyboard can scroll it too (axe: scrollable-region-focusable); otherwise it is
 * no tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table grows as its rows come, inside a box that keeps its size.
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.tableWrap} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
