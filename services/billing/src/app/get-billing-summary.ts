import type { AccountRecord, AccountRepository } from '../store/account.repository';
import type { InvoiceRecord, InvoiceRepository, OrderPayments } from '../store/invoice.repository';

export interface GetBillingSummaryDeps {
  accounts: AccountRepository;
  invoices: InvoiceRepository;
}

export interface BillingSummary {
  account: AccountRecord | null;
  /** The newest invoices. */
  invoices: InvoiceRecord[];
  /** Counted over all the customer's invoices, so payments towards ownership are never cut at the newest few. */
  orders: OrderPayments[];
}

/** GET /internal/customers/:userId/billing (the order service's account page): card, invoices and payments per order. */
export function createGetBillingSummary({ accounts, invoices }: GetBillingSummaryDeps) {
  return async function getBillingSummary(userId: string): Promise<BillingSummary> {
    const [account, invoiceList, orders] = await Promise.all([accounts.findByUser(userId), invoices.listOf(userId), invoices.paymentsByOrder(userId)]);
    return { account, invoices: invoiceList, orders };
  };
}

export type GetBillingSummary = ReturnType<typeof createGetBillingSummary>;
