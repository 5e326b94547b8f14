import { pageWindow, showingLine } from './paging';
import styles from './admin.module.css';

/** Where a list is: its page, how many pages and rows of `limit` there are in all. */
export interface PageInfo {
  currentPage: number;
  totalPages: number;
  limit: number;
  total: number;
}

interface PaginationProps {
  paging: PageInfo;
  onPageChange: (page: number) => void;
}

/** First, previous, a window of up to 5 page numbers, next, last, and 'Showing x to y of z' (spec 2.14). */
export function Pagination({ paging, onPageChange }: PaginationProps) {
  const { currentPage, totalPages, limit, total } = paging;
  // A page outside 1..totalPages is never asked for (spec 4).
  const go = (page: number) => {
    if (page >= 1 && page <= totalPages && page !== currentPage) onPageChange(page);
  };
  const atStart = currentPage <= 1;
  const atEnd = currentPage >= totalPages;
  return (
    <div className={styles.pagination}>
      <p className={styles.muted}>{showingLine(currentPage, limit, total)}</p>
      {totalPages > 1 && (
        <nav aria-label="Pagination" className={styles.pageButtons}>
          <button type="button" className={styles.pageButton} onClick={() => go(1)} disabled={atStart} aria-label="First page">
            «
          </button>
          <button type="button" className={styles.pageButton} onClick={() => go(currentPage - 1)} disabled={atStart} aria-label="Previous page">
            ‹
          </button>
          {pageWindow(currentPage, totalPages).map((page) => (
            <button
              key={page}
              type="button"
              className={styles.pageButton}
              onClick={() => go(page)}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </button>
          ))}
          <button type="button" className={styles.pageButton} onClick={() => go(currentPage + 1)} disabled={atEnd} aria-label="Next page">
            ›
          </button>
          <button type="button" className={styles.pageButton} onClick={() => go(totalPages)} disabled={atEnd} aria-label="Last page">
            »
          </button>
        </nav>
      )}
    </div>
  );
}
