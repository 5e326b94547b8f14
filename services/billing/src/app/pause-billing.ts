import type { Clock } from '@rto/kit';
import { draftOnResume, nextOwnDraft } from '../domain/draft-schedule';
import type { PaymentProvider } from '../domain/payment-provider';
import { daysPaused, pauseEndsAt, pauseRefusal, type PauseLimits } from '../domain/pause-window';
import type { AccountRecord, AccountRepository } from '../store/account.repository';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { SubscriptionRecord, SubscriptionRepository } from '../store/subscription.repository';

export interface FollowAccountDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  clock: Clock;
  /** The store's time zone: the days a pause lasted are store days. */
  timeZone: string;
}

export interface PauseBillingDeps extends FollowAccountDeps {
  invoices: Pick<InvoiceRepository, 'unpaidOf'>;
  limits: PauseLimits;
}

/** Who pauses: the customer (their own pause, with its limits) or an admin's suspend (none). */
export type PausedBy = 'customer' | 'admin';

/** The pause as the caller is told of it. */
export interface PauseView {
  billingPaused: boolean;
  /** When a customer's pause ends by itself; null for an admin's suspend or when not paused. */
  endsAt: Date | null;
}

/** Rounds of following before giving up: each is a newer account state another request wrote meanwhile. */
const MAX_ROUNDS = 10;
/** Tries at one subscription's conditional write: each lost one means another request moved it meanwhile. */
const MAX_TRIES = 5;
const LIVE_AT_PROVIDER = (status: string) => !['starting', 'declined', 'canceled'].includes(status);

/** Whether the account, as it is now, defers this subscription's drafts. */
function pausedBy(account: AccountRecord, subscription: SubscriptionRecord): boolean {
  if (!account.paused) return false;
  return account.pause.kind !== 'customer' || account.pause.orderIds.includes(subscription.orderId);
}

/**
 * The subscriptions follow the account: the account is written first (under its revision, with its event), then
 * each live subscription takes the account's state at that revision, only if it has followed an older one. Then the
 * account is read again: a newer state written meanwhile (a resume racing a pause, an admin's suspend racing the
 * customer's pause) is followed too. So whichever request wrote last, account and subscriptions end agreeing.
 */
export function createFollowAccount({ provider, accounts, subscriptions, clock, timeZone }: FollowAccountDeps) {
  async function followOne(first: SubscriptionRecord, account: AccountRecord): Promise<void> {
    let subscription: SubscriptionRecord | null = first;
    for (let tries = 0; subscription && tries < MAX_TRIES; tries++) {
      if (subscription.accountRevision !== null && subscription.accountRevision >= account.revision) return;
      const paused = pausedBy(account, subscription);
      // The provider first: a pause it did not take must not look taken. An order an admin paused stays paused there.
      if (subscription.collectionPaused !== paused && subscription.subscriptionId && !subscription.orderPaused && LIVE_AT_PROVIDER(subscription.status)) {
        if (paused) await provider.pauseCollection(subscription.subscriptionId);
        else await provider.resumeCollection(subscription.subscriptionId);
      }
      const { startedAt, resumedAt } = account.pause;
      const written = await subscriptions.followAccount(subscription.orderId, {
        revision: account.revision,
        from: subscription.collectionPaused,
        paused,
        // Kept across the pause, never pulled in by the resume; an admin's pause of the order still holds it.
        nextDraftAt: subscription.orderPaused ? null : draftOnResume(subscription.nextDraftAt, nextOwnDraft(provider.kind, subscription.draftDay, clock.now(), timeZone)),
        pausedDays: !account.paused && startedAt && resumedAt ? daysPaused(startedAt, resumedAt, timeZone) : 0,
      });
      if (written) return;
      subscription = await subscriptions.findByOrder(subscription.orderId);
    }
  }

  return async function followAccount(userId: string): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const account = await accounts.findByUser(userId);
      if (!account) return;
      for (const subscription of await subscriptions.liveOf(userId)) await followOne(subscription, account);
      if ((await accounts.findByUser(userId))?.revision === account.revision) return;
    }
  };
}

export type FollowAccount = ReturnType<typeof createFollowAccount>;

/**
 * Pausing and resuming a customer's billing: the customer's own (PATCH /pauseBilling, POST /resumeBilling), with
 * its limits (domain/pause-window.ts: it ends by itself, once in so many months, only active orders with nothing
 * due), and an admin's suspend or activate (PATCH /suspendUser/:id, /activateUser/:id), without them.
 */
export function createPauseBilling(deps: PauseBillingDeps) {
  const { provider, accounts, subscriptions, invoices, clock, limits, timeZone } = deps;
  const followAccount = createFollowAccount(deps);

  /** The customer's pause defers only active orders with nothing due: an overdue order is paid, not paused. */
  async function pausableOrders(userId: string): Promise<string[]> {
    const orderIds: string[] = [];
    for (const subscription of await subscriptions.liveOf(userId)) {
      if (subscription.status !== 'active') continue;
      if ((await invoices.unpaidOf(userId, subscription.orderId)).length === 0) orderIds.push(subscription.orderId);
    }
    return orderIds;
  }

  async function pause(userId: string, by: PausedBy, now: Date): Promise<AccountRecord> {
    const orderIds = by === 'customer' ? await pausableOrders(userId) : (await subscriptions.liveOf(userId)).map((subscription) => subscription.orderId);
    const endsAt = by === 'customer' ? pauseEndsAt(now, limits) : null;
    const { account } = await accounts.startPause(userId, provider.kind, { kind: by, orderIds, endsAt }, now, (before) =>
      by === 'customer' ? pauseRefusal(before.pause.lastCustomerStartAt, now, limits, timeZone) : null,
    );
    return account;
  }

  /**
   * Pauses (`true`) or resumes the customer's billing; `billing.paused` / `billing.resumed` when it changed. The
   * subscriptions follow the account even when it did not change: a call that failed half-way is finished by its repeat.
   */
  return async function pauseBilling(userId: string, paused: boolean, by: PausedBy = 'customer'): Promise<PauseView> {
    const now = clock.now();
    const account = paused ? await pause(userId, by, now) : (await accounts.endPause(userId, provider.kind, now)).account;
    await followAccount(userId);
    return { billingPaused: account.paused, endsAt: account.paused ? account.pause.endsAt : null };
  };
}

export type PauseBilling = ReturnType<typeof createPauseBilling>;
