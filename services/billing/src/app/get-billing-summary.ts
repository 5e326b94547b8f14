import { daysBetween, storeDateOf, type Clock } from '@rto/kit';
import { REPOSSESSION_AFTER_DAYS } from '@rto/rules';
import type { AccountRecord, AccountRepository } from '../store/account.repository';
import type { InvoiceRecord, InvoiceRepository, OrderPayments } from '../store/invoice.repository';

export interface GetBillingSummaryDeps {
  accounts: AccountRepository;
  invoices: InvoiceRepository;
  clock: Clock;
  /** The store's time zone: days late are counted in its dates. */
  timeZone: string;
}

/** One order's payments, and how late it is today. */
export interface OrderStanding extends OrderPayments {
  /** Store date today minus the due date of the oldest unpaid rent invoice; 0 when none is unpaid. */
  daysLate: number;
  /** More than REPOSSESSION_AFTER_DAYS late: the agreement lets the lessor repossess. */
  repossessionEligible: boolean;
}

export interface BillingSummary {
  account: AccountRecord | null;
  /** The newest invoices. */
  invoices: InvoiceRecord[];
  /** Counted over all the customer's invoices, so payments towards ownership are never cut at the newest few. */
  orders: OrderStanding[];
}

/** GET /internal/customers/:userId/billing (the order service's account page): card, invoices and payments per order. */
export function createGetBillingSummary({ accounts, invoices, clock, timeZone }: GetBillingSummaryDeps) {
  return async function getBillingSummary(userId: string): Promise<BillingSummary> {
    const dueDateOf = (issuedAt: Date) => storeDateOf(issuedAt, timeZone);
    const [account, invoiceList, orders] = await Promise.all([accounts.findByUser(userId), invoices.listOf(userId), invoices.paymentsByOrder(userId, dueDateOf)]);
    const today = storeDateOf(clock.now(), timeZone);
    return {
      account,
      invoices: invoiceList,
      orders: orders.map((payments) => {
        const daysLate = payments.oldestUnpaidRentDue ? Math.max(0, daysBetween(payments.oldestUnpaidRentDue, today)) : 0;
        return { ...payments, daysLate, repossessionEligible: daysLate > REPOSSESSION_AFTER_DAYS };
      }),
    };
  };
}

export type GetBillingSummary = ReturnType<typeof createGetBillingSummary>;
