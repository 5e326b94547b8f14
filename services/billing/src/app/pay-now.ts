import { DomainError, type Clock, type Logger } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface PayNowDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  logger: Logger;
  clock: Clock;
}

/** What paying an order's due invoices did: how many were paid and their sum, in cents. */
export interface PaidNow {
  paid: number;
  amountCents: number;
}

/**
 * POST /payNow: the customer pays what is due on one of their orders (its failed invoices) with the card on file.
 * Each invoice paid becomes paid with `invoice.paid` in the same write, as a draft-day payment does, so the order
 * returns to active. A declined card stops at the first invoice it refuses (402); the ones paid before stay paid.
 */
export function createPayNow({ provider, accounts, subscriptions, invoices, logger, clock }: PayNowDeps) {
  return async function payNow(userId: string, orderId: string): Promise<PaidNow> {
    const now = clock.now();
    const subscription = await subscriptions.findByOrder(orderId);
    // Another customer's order is answered as no order at all: nothing of it is shown.
    if (!subscription || subscription.userId !== userId) throw new DomainError('not-found', 'No such order');
    const due = await invoices.unpaidOf(userId, orderId);
    if (due.length === 0) throw new DomainError('conflict', 'Nothing is due on this order');
    const account = await accounts.findByUser(userId);
    if (!account?.paymentMethod || !account.customerId || account.provider !== provider.kind) {
      throw new DomainError('conflict', 'Please complete your billing setup first');
    }
    let paid = 0;
    let amountCents = 0;
    for (const invoice of due) {
      await provider.payInvoice({
        userId,
        customerId: account.customerId,
        invoiceId: invoice.invoiceId,
        amountCents: invoice.amountCents,
        paymentMethodId: account.paymentMethod.id,
        now,
      });
      // Paid meanwhile by a concurrent call or a webhook: counted once, by whoever marked it.
      if (await invoices.markPaid(invoice.invoiceId, now)) {
        paid += 1;
        amountCents += invoice.amountCents;
      }
    }
    logger.info({ orderId, paid, amountCents }, 'due invoices paid now');
    return { paid, amountCents };
  };
}

export type PayNow = ReturnType<typeof createPayNow>;
