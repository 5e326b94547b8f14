import type { ReactNode } from 'react';
import { PAGE_SIZES } from './paging';
import styles from './admin.module.css';

export type Tone = 'green' | 'yellow' | 'red' | 'gray' | 'blue';

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

/** Subscription badge colours (spec 4): active green, paused yellow, cancelled red, any other gray. */
export function statusTone(status: string): Tone {
  if (status === 'active' || status === 'available') return 'green';
  if (status === 'paused' || status === 'maintenance') return 'yellow';
  if (status === 'cancelled' || status === 'overdue' || status === 'discontinued') return 'red';
  if (status === 'rented') return 'blue';
  return 'gray';
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A change label such as '+12.5% from last month': green when it starts with +, otherwise red (spec 2.13). */
  change?: string | null;
  /** Green or red whatever the label starts with ('New this month' is growth). */
  changeUp?: boolean | undefined;
  /** A muted line under the value (what it counts, or why it is unknown). */
  note?: ReactNode;
}

export function StatCard({ label, value, change, changeUp, note }: StatCardProps) {
  return (
    <section className={styles.statCard} aria-label={label}>
      <h2 className={styles.statLabel}>{label}</h2>
      <p className={styles.statValue}>{value}</p>
      {change && <p className={(changeUp ?? change.startsWith('+')) ? styles.up : styles.down}>{change}</p>}
      {note && <p className={styles.muted}>{note}</p>}
    </section>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.statGrid}>{children}</div>;
}

interface SelectProps<Value extends string | number> {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

/** A labelled select of the list toolbars; the value keeps its type (number or text). */
export function SelectField<Value extends string | number>({ label, value, options, onChange }: SelectProps<Value>) {
  return (
    <label className={styles.toolbarField}>
      <span>{label}</span>
      <select
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES }: { value: number; onChange: (size: number) => void; sizes?: readonly number[] }) {
  return <SelectField label="Per page" value={value} options={sizes.map((size) => ({ value: size, label: String(size) }))} onChange={onChange} />;
}

export function SearchField({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string }) {
  return (
    <label className={`${styles.toolbarField} ${styles.search}`}>
      <span>{label}</span>
      <input type="search" value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** Label and value lines of a details modal. */
export function Details({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  // A calendar date ('YYYY-MM-DD') is the delivery's day wherever the admin sits; a full time is shown locally.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', ...(value.length === 10 ? { timeZone: 'UTC' } : {}) }).format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Under a table: the loading line while its rows come, or what is said when there are none. */
export function TableState({ loading, empty, loadingText, emptyText }: { loading: boolean; empty: boolean; loadingText: string; emptyText: string }) {
  if (loading) {
    return (
      <p className={styles.empty} role="status">
        {loadingText}
      </p>
    );
  }
  return empty ? <p className={styles.empty}>{emptyText}</p> : null;
}
