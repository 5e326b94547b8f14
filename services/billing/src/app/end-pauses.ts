import { startRounds, type Clock, type Logger } from '@rto/kit';
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
 * then takes, so of two instances one resumes it and the other finds nothing to do. One round at a time (kit's rounds).
 */
export function startEndingPauses({ provider, accounts, followAccount, logger, clock, intervalMs }: EndPausesDeps) {
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

  const rounds = startRounds({ name: 'ending pauses', intervalMs, clock, logger, run: endDue, failed: 0 });

  return { endDue, ...rounds };
}
