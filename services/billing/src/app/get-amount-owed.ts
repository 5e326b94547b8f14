import { amountDueCents } from '../domain/admin-money';
import type { InvoiceAdminQueries } from '../store/invoice-admin.queries';

export interface GetAmountOwedDeps {
  queries: Pick<InvoiceAdminQueries, 'unpaidOfCustomer'>;
}

/**
 * GET /internal/customers/:userId/owed (identity, before an admin deletes the customer): what the customer still
 * owes over all their invoices, by the rule of the admin's amount due. A returned or repossessed rental's invoices
 * left unpaid count (Pay Now still settles them), and so do an owned rental's unpaid late fees: deleting the
 * customer would erase what the store needs to collect them.
 */
export function createGetAmountOwed({ queries }: GetAmountOwedDeps) {
  return async function getAmountOwed(userId: string): Promise<{ owedCents: number; unpaidInvoices: number }> {
    const unpaid = await queries.unpaidOfCustomer(userId);
    return { owedCents: amountDueCents(unpaid), unpaidInvoices: unpaid.length };
  };
}

export type GetAmountOwed = ReturnType<typeof createGetAmountOwed>;
