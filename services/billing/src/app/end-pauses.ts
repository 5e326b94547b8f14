import type { Clock, Logger } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { FollowAccount } from './pause-billing';

const BATCH = 100;

export interface EndPausesDeps {
  provider: Pick<PaymentProvider, 'kind'>;
  accounts: AccountRepository;
  followAccount: FollowAccount;
  logger: Logger;
  clock: Clock;
  intervalMs: number;
}

/**
 * A customer's pause ends by itself (PAUSE_MAX_DAYS): every `intervalMs`, each customer pause whose end has come is
 * resumed as a Resume Billing would (`billing.resumed`, the subscriptions drafted again from the next draft day).
 * Safe with several instances: the resume is a write under the account's revision that only a pause still ending
 * then takes, so of two instances one resumes it and the other finds nothing to do. One round at a time.
 */
export function startEndingPauses({ provider, accounts, followAccount, logger, clock, intervalMs }: EndPausesDeps) {
  let running: Promise<number> | undefined;

  /** One round: resumes the pauses ended by `now`; resolves to how many this instance resumed. */
  async function endDue(now: Date): Promise<number> {
    let resumed = 0;
    for (const userId of await accounts.pausesEnded(now, BATCH)) {
      const { changed } = await accounts.endPause(userId, provider.kind, now, now);
      if (changed) resumed += 1;
      // Followed even when another instance resumed it: its subscriptions may still be on their way.
      await followAccount(userId);
    }
    return resumed;
  }

  const round = () => {
    running ??= endDue(clock.now())
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'ending pauses failed this round; will retry');
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  };

  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  void round();

  return {
    endDue,
    round,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
