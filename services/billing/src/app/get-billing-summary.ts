import { daysBetween, storeDateOf, type Clock } from '@rto/kit';
import { REPOSSESSION_AFTER_DAYS } from '@rto/rules';
import { ownershipScheduleOf, type OwnershipSchedule, type PauseInForce } from '../domain/ownership-schedule';
import type { AccountRecord, AccountRepository } from '../store/account.repository';
import type { InvoiceRecord, InvoiceRepository, OrderPayments } from '../store/invoice.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface GetBillingSummaryDeps {
  accounts: AccountRepository;
  invoices: InvoiceRepository;
  subscriptions: Pick<SubscriptionRepository, 'liveOf'>;
  clock: Clock;
  /** The store's time zone: days late are counted in its dates. */
  timeZone: string;
}

/** One order's payments, and how late it is today. */
export interface OrderStanding extends OrderPayments, OwnershipSchedule {
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
export function createGetBillingSummary({ accounts, invoices, subscriptions, clock, timeZone }: GetBillingSummaryDeps) {
  /** The customer's own pause over `orderId` while it is in force (it ends by itself); null otherwise. */
  function pauseOver(account: AccountRecord | null, orderId: string): PauseInForce | null {
    const pause = account?.paused ? account.pause : null;
    if (pause?.kind !== 'customer' || !pause.startedAt || !pause.endsAt || !pause.orderIds.includes(orderId)) return null;
    return { startedAt: pause.startedAt, endsAt: pause.endsAt };
  }

  return async function getBillingSummary(userId: string): Promise<BillingSummary> {
    const dueDateOf = (issuedAt: Date) => storeDateOf(issuedAt, timeZone);
    const [account, invoiceList, orders, live] = await Promise.all([
      accounts.findByUser(userId),
      invoices.listOf(userId),
      invoices.paymentsByOrder(userId, dueDateOf),
      subscriptions.liveOf(userId),
    ]);
    const now = clock.now();
    const today = storeDateOf(now, timeZone);
    const liveOf = new Map(live.map((subscription) => [subscription.orderId, subscription]));
    return {
      account,
      invoices: invoiceList,
      orders: orders.map((payments) => {
        const daysLate = payments.oldestUnpaidRentDue ? Math.max(0, daysBetween(payments.oldestUnpaidRentDue, today)) : 0;
        const subscription = liveOf.get(payments.orderId);
        const schedule = subscription
          ? ownershipScheduleOf(subscription, pauseOver(account, payments.orderId), payments.paymentsMade + payments.unpaidRent, now, timeZone)
          : { ownershipDate: null, pausedDays: 0 };
        return { ...payments, daysLate, repossessionEligible: daysLate > REPOSSESSION_AFTER_DAYS, ...schedule };
      }),
    };
  };
}

export type GetBillingSummary = ReturnType<typeof createGetBillingSummary>;
