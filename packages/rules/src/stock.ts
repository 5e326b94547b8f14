/**
 * Stock a customer may rent (issue 21): 'available' and 'low' are on offer; the admin's 'rented', 'maintenance' and
 * 'discontinued' are not there to deliver. Cart refuses the rest when they are added, order when they are ordered,
 * and the SPA leaves them out of a re-order.
 */
export const RENTABLE_STOCK_STATUSES: readonly string[] = ['available', 'low'];

/** True for a stock status on offer; a status not given is not. */
export function isRentable(stockStatus: string | null | undefined): boolean {
  return RENTABLE_STOCK_STATUSES.includes(stockStatus ?? '');
}
