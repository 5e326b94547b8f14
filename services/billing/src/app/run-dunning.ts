import { DomainError, daysBetween, storeDateOf, type Logger } from '@rto/kit';
import { lateFeeInvoiceId, lateFeeLine, lateFeeNow, retriesCome } from '../domain/dunning';
import type { PaymentProvider } from '../domain/payment-provider';
import type { InvoiceRecord, InvoiceRepository } from '../store/invoice.repository';
import type { OpenInvoices } from '../store/open-invoices';
import type { PayInvoices } from './pay-now';

const PAGE = 200;

export interface RunDunningDeps {
  provider: Pick<PaymentProvider, 'kind'>;
  invoices: InvoiceRepository;
  /** Invoices issued for the customer to pay (no card on file): unpaid past their due date, they fail first. */
  openInvoices: Pick<OpenInvoices, 'failLate'>;
  /** Pay Now's way of paying: claimed first, so a retry and a Pay Now never both charge an invoice. */
  payInvoices: PayInvoices;
  logger: Logger;
  /** The store's time zone: days late are counted in its dates. */
  timeZone: string;
  /** DUNNING_RETRY_DAYS: days after its due date a failed rent payment is retried (the sandbox; Stripe retries itself). */
  retryDays: readonly number[];
}

/** What one round of dunning did. */
export interface DunningRound {
  retried: number;
  paid: number;
  feesAssessed: number;
}

/**
 * Dunning, on billing's own timer for both providers (issue 22, items 2-3). For each unpaid rent invoice, on store
 * date `today`: the sandbox retries it on the retry days (a decline writes a `payment.reminder` with it, a success
 * pays it with `invoice.paid`), then the late fee it owes by now (@rto/rules' lateFeeDue: the lower of the schedule
 * and the law, less what was assessed on it) is assessed as a `late-fee` invoice due, with a `payment.reminder`.
 * A payment paid on time, or before its fee day, is never unpaid here, so never charged a fee. First, an open invoice
 * (issued for the customer to pay) still unpaid the day after its due date fails, and is dunned from then on. Safe with several
 * instances: a retry claims the invoice as Pay Now does, a fee's id names its rent invoice and its number.
 */
export function createRunDunning({ provider, invoices, openInvoices, payInvoices, logger, timeZone, retryDays }: RunDunningDeps) {
  const dueDateOf = (invoice: InvoiceRecord) => invoice.dueDate ?? storeDateOf(invoice.issuedAt, timeZone);

  /** Retries a due rent payment with the card on file; true when it was paid. */
  async function retry(invoice: InvoiceRecord & { orderId: string }, daysLate: number, retriesDone: number): Promise<boolean> {
    const amountDueCents = await invoices.dueCentsOf(invoice.orderId);
    const reminder = { userId: invoice.userId, orderId: invoice.orderId, invoiceId: invoice.invoiceId, daysLate, amountDueCents, lateFeeCents: 0, retried: true };
    try {
      await payInvoices(invoice.userId, [invoice], { reminder, retriesDone });
      logger.info({ orderId: invoice.orderId, invoiceId: invoice.invoiceId, daysLate }, 'dunning retry paid');
      return true;
    } catch (error) {
      // Declined: written with its reminder. Held by a Pay Now, no card, provider down: a later round sees it again.
      if (!(error instanceof DomainError)) throw error;
      logger.info({ orderId: invoice.orderId, invoiceId: invoice.invoiceId, daysLate, outcome: error.kind }, 'dunning retry not paid');
      return false;
    }
  }

  /** Assesses the late fee the rent invoice owes by `daysLate`, if any; true when this instance recorded it. */
  async function assessFee(invoice: InvoiceRecord & { orderId: string }, daysLate: number, today: string, now: Date): Promise<boolean> {
    const assessed = await invoices.feesOn(invoice.invoiceId);
    const feeCents = lateFeeNow(daysLate, assessed.cents);
    if (feeCents <= 0) return false;
    const amountDueCents = (await invoices.dueCentsOf(invoice.orderId)) + feeCents;
    const fee = {
      invoiceId: lateFeeInvoiceId(invoice.invoiceId, assessed.count + 1),
      userId: invoice.userId,
      provider: invoice.provider,
      subscriptionId: invoice.subscriptionId,
      orderId: invoice.orderId,
      period: invoice.period,
      amountCents: feeCents,
      currency: invoice.currency,
      status: 'failed' as const,
      issuedAt: now,
      paidAt: null,
      dueDate: today,
      lines: [lateFeeLine(dueDateOf(invoice), feeCents)],
      feeFor: invoice.invoiceId,
    };
    const reminder = { userId: invoice.userId, orderId: invoice.orderId, invoiceId: invoice.invoiceId, daysLate, amountDueCents, lateFeeCents: feeCents, retried: false };
    return invoices.assessLateFee(fee, reminder);
  }

  /** One round at `now`: every unpaid rent invoice, a page at a time. */
  return async function dunDue(now: Date): Promise<DunningRound> {
    const today = storeDateOf(now, timeZone);
    const done: DunningRound = { retried: 0, paid: 0, feesAssessed: 0 };
    // An open invoice unpaid the day after its due date fails (payment.failed: the order is overdue), then is dunned.
    for (let failed = PAGE; failed === PAGE; ) {
      failed = await openInvoices.failLate(today, now, PAGE);
      if (failed > 0) logger.info({ failed }, 'open invoices unpaid past their due date failed');
    }
    let after: string | null = null;
    for (;;) {
      const page = await invoices.unpaidRent(null, after, PAGE);
      for (const invoice of page) {
        if (!invoice.orderId) continue;
        const late = { ...invoice, orderId: invoice.orderId };
        const daysLate = daysBetween(dueDateOf(invoice), today);
        if (daysLate <= 0) continue;
        const come = retriesCome(retryDays, daysLate);
        // An invoice sent to be paid has no card to retry: only its fees and their reminders.
        const retriable = provider.kind === 'sandbox' && invoice.provider === 'sandbox' && invoice.collectionMethod !== 'send_invoice';
        if (retriable && come > invoice.dunningRetries) {
          done.retried += 1;
          if (await retry(late, daysLate, come)) {
            done.paid += 1;
            continue;
          }
        }
        if (await assessFee(late, daysLate, today, now)) done.feesAssessed += 1;
      }
      if (page.length < PAGE) return done;
      after = page[page.length - 1]!.invoiceId;
    }
  };
}

export type RunDunning = ReturnType<typeof createRunDunning>;
