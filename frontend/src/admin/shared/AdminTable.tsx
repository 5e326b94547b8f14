import type { ReactNode } from 'react';
import { QueryRetryAlert } from '../../ui/RetryAlert';
import styles from './admin.module.css';
import { Pagination, type PageInfo } from './Pagination';
import { TableScroll } from './TableScroll';
import { TableState } from './widgets';

/** What the table needs to know of its list's query. */
interface ListQuery {
  isError: boolean;
  isFetching: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

interface AdminTableProps {
  /** The table's accessible name ('Users', 'Inventory', ...). */
  label: string;
  columns: readonly string[];
  query: ListQuery;
  /** Spec 8: on a failed load the list is emptied and this says why, with a retry. */
  errorMessage: string;
  loadingText: string;
  emptyText: string;
  empty: boolean;
  /** Marks the table busy while it refetches (the users list, whose rows change under a search). */
  busy?: boolean;
  /** The rows (`<tr>`s). */
  children: ReactNode;
  /** The list's paging, shown under the table unless the load failed (nothing while there is none yet). */
  paging: PageInfo | false | undefined;
  onPageChange: (page: number) => void;
}

/**
 * The body of the back office's list screens (users, subscriptions, inventory): the table with its header row, its
 * loading and empty states, the retry on a failed load, and the paging under it. Each screen keeps its own stats,
 * toolbar, rows and dialogs.
 */
export function AdminTable({ label, columns, query, errorMessage, loadingText, emptyText, empty, busy, children, paging, onPageChange }: AdminTableProps) {
  if (query.isError) return <QueryRetryAlert message={errorMessage} query={query} />;
  return (
    <>
      <TableScroll label={label}>
        <table className={columns.at(-1) === 'Actions' ? `${styles.table} ${styles.stickyActions}` : styles.table} aria-label={label} aria-busy={busy}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
        <TableState loading={query.isPending} empty={empty} loadingText={loadingText} emptyText={emptyText} />
      </TableScroll>
      {paging && <Pagination paging={paging} onPageChange={onPageChange} />}
    </>
  );
}
