import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import styles from './admin.module.css';
import { PageSizeSelect, SearchField } from './widgets';

/** The toolbar's Refresh of a list screen, busy while its data is fetched again. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} busy={busy} busyLabel="Refreshing…">
      Refresh
    </Button>
  );
}

/** A row's actions: View, Edit when the row can be edited, then the row's own buttons. */
export function RowActions({ onView, onEdit, children }: { onView: () => void; onEdit?: () => void; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Button small variant="secondary" onClick={onView}>
        View
      </Button>
      {onEdit && (
        <Button small variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      )}
      {children}
    </div>
  );
}

/** A row's first cell: its name in bold, a muted line (or lines) under it. */
export function NameCell({ name, children }: { name: string; children: ReactNode }) {
  return (
    <td>
      <strong>{name}</strong>
      {children}
    </td>
  );
}

/** A titled panel of a back-office screen; `title` may carry more than text (an unread count). */
export function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ListToolbarProps {
  /** The screen's search box and page size (from useListSearch). */
  list: { search: string; setSearch: (search: string) => void; limit: number; setLimit: (limit: number) => void };
  searchLabel: string;
  placeholder: string;
  /** The page sizes offered, when not the usual ones. */
  sizes?: readonly number[];
  /** The screen's own filters, between the search box and the page size. */
  children: ReactNode;
  /** Refresh, when the screen offers it, with whether its data is being fetched again. */
  refresh?: { onClick: () => void; busy: boolean };
}

/** The toolbar over a list: search, the screen's filters, the page size, and Refresh when there is one. */
export function ListToolbar({ list, searchLabel, placeholder, sizes, children, refresh }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <SearchField label={searchLabel} value={list.search} onChange={list.setSearch} placeholder={placeholder} />
      {children}
      <PageSizeSelect value={list.limit} onChange={list.setLimit} {...(sizes ? { sizes } : {})} />
      {refresh && <RefreshButton onClick={refresh.onClick} busy={refresh.busy} />}
    </div>
  );
}
