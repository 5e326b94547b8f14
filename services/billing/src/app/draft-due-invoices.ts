import type { Logger } from '@rto/kit';
import { monthsLeftToDraft } from '@rto/rules';
import { draftAfter, periodOf } from '../domain/draft-schedule';
import { rentLines } from '../domain/invoice-lines';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { OwnershipInvoices } from '../store/ownership-invoices';
import type { SubscriptionRepository } from '../store/subscription.repository';
import { sandboxInvoiceId, type SandboxProvider } from '../adapters/sandbox.provider';
import type { InvoiceFacts } from '../domain/payment-provider';

const BATCH = 100;

export interface DraftDueInvoicesDeps {
  sandbox: SandboxProvider;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  /** How many of an order's monthly payments are drafted: the term stops the drafting. */
  rentMonths: Pick<OwnershipInvoices, 'rentMonthsDrafted'>;
  logger: Logger;
  /** The store's time zone: a period is the store date of its draft day. */
  timeZone: string;
}

/**
 * The sandbox's drafting: each subscription whose draft date has come gets that period's rent invoice (one line per
 * item, due on the draft day), paid or failed as its card behaves (open, with `invoice.issued`, when the customer
 * keeps no card: Stripe's send-invoice collection), and its next draft date. Safe with several
 * instances: the invoice's id names the subscription and the period (a unique index: one invoice per period,
 * whoever drafts it), and the next date moves only from the date read. A service down over a draft day drafts it
 * when it is back. A failed one is then dunned (app/run-dunning.ts). Drafting stops once the term's PAYMENTS_TO_OWN
 * months are drafted, paid or not (@rto/rules' monthsLeftToDraft): the next draft date is then null.
 */
export function createDraftDueInvoices({ sandbox, subscriptions, invoices, rentMonths, logger, timeZone }: DraftDueInvoicesDeps) {
  /**
   * Whether the term's months are all drafted: a month still unpaid is paid (Pay Now, dunning), never drafted again,
   * so nothing more is drafted and the rental is owned when that month is paid.
   */
  const termDrafted = async (orderId: string) => monthsLeftToDraft(await rentMonths.rentMonthsDrafted(orderId)) === 0;

  /** One round: drafts what is due at `now`; resolves to the number of invoices recorded. */
  return async function draftDue(now: Date): Promise<number> {
    let recorded = 0;
    for (const subscription of await subscriptions.dueForDraft('sandbox', now, BATCH)) {
      const due = subscription.nextDraftAt;
      if (!due || !subscription.subscriptionId) continue;
      if (await termDrafted(subscription.orderId)) {
        await subscriptions.advanceDraft(subscription.orderId, due, null);
        continue;
      }
      const period = periodOf(due, subscription.draftDay, timeZone);
      const sendInvoice = subscription.collectionMethod === 'send_invoice';
      // No card kept: the invoice is issued to be paid by the customer (due today, e-mailed), never charged.
      const invoice: InvoiceFacts = sendInvoice
        ? { invoiceId: sandboxInvoiceId(subscription.subscriptionId, period), amountCents: subscription.monthlyTotalCents, currency: 'usd', status: 'open', issuedAt: now }
        : await sandbox.draft({ ...subscription, subscriptionId: subscription.subscriptionId }, period, now);
      const outcome = await invoices.record({
        ...invoice,
        userId: subscription.userId,
        provider: 'sandbox',
        subscriptionId: subscription.subscriptionId,
        orderId: subscription.orderId,
        period,
        paidAt: invoice.status === 'paid' ? now : null,
        kind: 'rent',
        dueDate: period,
        lines: rentLines(subscription.items, subscription.monthlyTotalCents, period),
        collectionMethod: subscription.collectionMethod,
      });
      if (outcome === 'recorded') recorded += 1;
      if (invoice.status === 'failed') logger.info({ orderId: subscription.orderId, period }, 'monthly draft failed: dunning starts');
      // Counted again once recorded: this period's invoice may be one another instance recorded before.
      const next = (await termDrafted(subscription.orderId)) ? null : draftAfter(period, subscription.draftDay, timeZone);
      await subscriptions.advanceDraft(subscription.orderId, due, next);
    }
    return recorded;
  };
}

export type DraftDueInvoices = ReturnType<typeof createDraftDueInvoices>;

