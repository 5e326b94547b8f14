/** Page sizes the admin lists offer, and the default (spec 9). */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The search box waits this long after the last key before searching (spec 9). */
export const SEARCH_DELAY_MS = 500;
/** How many page numbers the pagination shows at most (spec 2.14). */
export const PAGE_WINDOW = 5;

/**
 * Up to `size` page numbers around the current page, kept inside 1..totalPages: 1-5 near the start, the last 5 near
 * the end, otherwise the current page in the middle.
 */
export function pageWindow(currentPage: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, currentPage - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** 'Showing x to y of z' of a page of `limit` rows (spec 2.14); 'Showing 0 to 0 of 0' when empty. */
export function showingLine(currentPage: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0';
  const from = (currentPage - 1) * limit + 1;
  const to = Math.min(currentPage * limit, total);
  return `Showing ${from} to ${to} of ${total}`;
}

export function totalPagesOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** One page of a list held in the client (the inventory). */
export function pageOf<T>(rows: readonly T[], currentPage: number, limit: number): T[] {
  return rows.slice((currentPage - 1) * limit, currentPage * limit);
}
