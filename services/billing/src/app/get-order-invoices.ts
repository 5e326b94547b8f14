import { storeDateOf, type Clock } from '@rto/kit';
import { orderMoneyOf } from '../domain/admin-money';
import type { InvoiceAdminQueries } from '../store/invoice-admin.queries';

export interface GetOrderInvoicesDeps {
  queries: Pick<InvoiceAdminQueries, 'ofOrder'>;
  clock: Clock;
  /** The store's time zone: due dates and days late are store dates. */
  timeZone: string;
}

/**
 * One order's money for the admin's subscription details (issue 22, item 7): its invoices (rent, late fees, a
 * payoff) oldest first, what is unpaid, the fees, how many days late it is and whether it may be repossessed.
 * An order billing has no invoice of answers an empty list and nothing due.
 */
export function createGetOrderInvoices(deps: GetOrderInvoicesDeps) {
  const { queries, clock, timeZone } = deps;

  return async (orderId: string) => {
    const now = clock.now();
    const invoices = await queries.ofOrder(orderId, (issuedAt) => storeDateOf(issuedAt, timeZone));
    return { orderId, invoices, ...orderMoneyOf(invoices, storeDateOf(now, timeZone)), asOf: now };
  };
}

export type GetOrderInvoices = ReturnType<typeof createGetOrderInvoices>;
