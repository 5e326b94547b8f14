import type { Clock, Logger } from '@rto/kit';
import { nextDraftDate, periodOf } from '../domain/draft-schedule';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';
import type { SandboxProvider } from '../adapters/sandbox.provider';

const BATCH = 100;

/**
 * The sandbox's drafting, in-process: every `intervalMs`, each subscription whose draft date has come gets that
 * period's invoice, paid or failed as its card behaves, and its next draft date. Safe with several instances: the
 * invoice's id names the subscription and the period (a unique index: one invoice per period, whoever drafts it),
 * and the next date moves only from the date read. A service down over a draft day drafts it when it is back.
 */
export function startSandboxDrafts(deps: {
  sandbox: SandboxProvider;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  logger: Logger;
  clock: Clock;
  intervalMs: number;
}) {
  const { sandbox, subscriptions, invoices, logger, clock } = deps;
  let running: Promise<number> | undefined;

  /** One round: drafts what is due at `now`; resolves to the number of invoices recorded. */
  async function draftDue(now: Date): Promise<number> {
    let recorded = 0;
    for (const subscription of await subscriptions.dueForDraft('sandbox', now, BATCH)) {
      const due = subscription.nextDraftAt;
      if (!due || !subscription.subscriptionId) continue;
      const period = periodOf(due);
      const invoice = await sandbox.draft({ ...subscription, subscriptionId: subscription.subscriptionId }, period, now);
      const outcome = await invoices.record({
        ...invoice,
        userId: subscription.userId,
        provider: 'sandbox',
        subscriptionId: subscription.subscriptionId,
        orderId: subscription.orderId,
        period,
        paidAt: invoice.status === 'paid' ? now : null,
      });
      if (outcome === 'recorded') recorded += 1;
      await subscriptions.advanceDraft(subscription.orderId, due, nextDraftDate(due, subscription.draftDay));
    }
    return recorded;
  }

  const round = () => {
    running ??= draftDue(clock.now())
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'sandbox drafting round failed; will retry');
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  };

  const timer = setInterval(() => void round(), deps.intervalMs);
  timer.unref();
  void round();

  return {
    draftDue,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
