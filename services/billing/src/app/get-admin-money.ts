import { startOfStoreDate, storeDateOf, type Clock } from '@rto/kit';
import type { InvoiceAdminQueries } from '../store/invoice-admin.queries';

export interface GetAdminMoneyDeps {
  queries: Pick<InvoiceAdminQueries, 'collectedCents' | 'overdue'>;
  clock: Clock;
  /** The store's time zone: "this month" is the store's calendar month. */
  timeZone: string;
}

/** The first day (`YYYY-MM-01`) of the month after the one `month` (`YYYY-MM`) names. */
function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/**
 * The admin dashboard's money over all the invoices (issue 22, item 7): what was collected this store month (the
 * invoices paid in it, whatever month they were for) and what is overdue now (unpaid invoices and their orders).
 */
export function createGetAdminMoney(deps: GetAdminMoneyDeps) {
  const { queries, clock, timeZone } = deps;

  return async () => {
    const now = clock.now();
    const today = storeDateOf(now, timeZone);
    const month = today.slice(0, 7);
    const [collectedThisMonthCents, overdue] = await Promise.all([
      queries.collectedCents(startOfStoreDate(`${month}-01`, timeZone), startOfStoreDate(nextMonthStart(month), timeZone)),
      queries.overdue(today),
    ]);
    return { month, collectedThisMonthCents, overdueCents: overdue.amountCents, overdueOrders: overdue.orders, asOf: now };
  };
}

export type GetAdminMoney = ReturnType<typeof createGetAdminMoney>;
