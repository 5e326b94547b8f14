import { startOfStoreDate } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { createFollowAccount } from '../../src/app/pause-billing';
import { createPauseOrderSubscription } from '../../src/app/pause-order-subscription';
import type { PaymentProvider } from '../../src/domain/payment-provider';
import type { AccountRecord, AccountRepository } from '../../src/store/account.repository';
import type { SubscriptionRecord, SubscriptionRepository } from '../../src/store/subscription.repository';

/**
 * A pause or resume never pulls a deferred draft in (the term starts at delivery): the customer's own pause
 * (app/pause-billing.ts, the subscriptions following the account) and an admin's pause of the order
 * (app/pause-order-subscription.ts), with the stores and the provider as fakes. Delivered Jan 20, 2030 with the 12th
 * as draft day: the next draft was deferred to Mar 12, 2030.
 */

const ZONE = 'America/Indiana/Indianapolis';
const DEFERRED = startOfStoreDate('2030-03-12', ZONE);

const provider = { kind: 'sandbox', pauseCollection: async () => undefined, resumeCollection: async () => undefined } as unknown as PaymentProvider;

function subscriptionOf(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    orderId: 'order-1',
    userId: 'user-1',
    provider: 'sandbox',
    subscriptionId: 'sub_sandbox_1',
    status: 'active',
    draftDay: 12,
    collectionPaused: false,
    orderPaused: false,
    orderRevision: null,
    accountRevision: null,
    pausedDays: 0,
    nextDraftAt: DEFERRED,
    ...overrides,
  } as SubscriptionRecord;
}

/** The admin's pause of the order, told at `at`: what the use case asks the store to write. */
async function orderPausedAt(at: string, paused: boolean, subscription: SubscriptionRecord) {
  const written: Array<{ paused: boolean; nextDraftAt: Date | null }> = [];
  const subscriptions = {
    findByOrder: async () => subscription,
    setOrderPaused: async (_orderId: string, isPaused: boolean, _revision: number | null, nextDraftAt: Date | null) => {
      written.push({ paused: isPaused, nextDraftAt });
      return true;
    },
  } as unknown as SubscriptionRepository;
  const pauseOrderSubscription = createPauseOrderSubscription({ provider, subscriptions, clock: new ManualClock(at), timeZone: ZONE });
  expect(await pauseOrderSubscription('order-1', paused, 2)).toBe(true);
  return written;
}

/** The customer's account at revision 2, resumed at `resumedAt` after a pause from `startedAt`: what each subscription is asked to take. */
async function accountResumedAt(startedAt: string, resumedAt: string, subscription: SubscriptionRecord) {
  const account = {
    userId: 'user-1',
    paused: false,
    revision: 2,
    pause: { kind: 'customer', startedAt: new Date(startedAt), endsAt: null, orderIds: ['order-1'], lastCustomerStartAt: new Date(startedAt), resumedAt: new Date(resumedAt) },
  } as unknown as AccountRecord;
  const followed: Array<{ paused: boolean; nextDraftAt: Date | null; pausedDays: number }> = [];
  const subscriptions = {
    liveOf: async () => [subscription],
    findByOrder: async () => subscription,
    followAccount: async (_orderId: string, change: { paused: boolean; nextDraftAt: Date | null; pausedDays: number }) => {
      followed.push({ paused: change.paused, nextDraftAt: change.nextDraftAt, pausedDays: change.pausedDays });
      return true;
    },
  } as unknown as SubscriptionRepository;
  const accounts = { findByUser: async () => account } as unknown as AccountRepository;
  const followAccount = createFollowAccount({ provider, accounts, subscriptions, clock: new ManualClock(resumedAt), timeZone: ZONE });
  await followAccount('user-1');
  return followed;
}

describe("an admin's pause of the order and its resume", () => {
  it('when paused on Jan 25, then the deferred draft is kept (nothing asked of it)', async () => {
    expect(await orderPausedAt('2030-01-25T15:00:00Z', true, subscriptionOf())).toEqual([{ paused: true, nextDraftAt: null }]);
  });

  it('when resumed the next day, then the next draft stays Mar 12, not Feb 12: the month the first payment paid is not charged again', async () => {
    const written = await orderPausedAt('2030-01-26T15:00:00Z', false, subscriptionOf({ orderPaused: true }));
    expect(written).toEqual([{ paused: false, nextDraftAt: DEFERRED }]);
  });

  it('when resumed after the deferred draft day went by, then the next draft is the first draft day after the resume: the months paused are not drafted', async () => {
    const written = await orderPausedAt('2030-04-01T15:00:00Z', false, subscriptionOf({ orderPaused: true }));
    expect(written).toEqual([{ paused: false, nextDraftAt: startOfStoreDate('2030-04-12', ZONE) }]);
  });

  it("when resumed while the customer's own pause holds it, then the draft date is left for that pause's end", async () => {
    const written = await orderPausedAt('2030-01-26T15:00:00Z', false, subscriptionOf({ orderPaused: true, collectionPaused: true }));
    expect(written).toEqual([{ paused: false, nextDraftAt: null }]);
  });

  it('when a subscription paused before dates were kept has none, then the resume drafts from the first draft day after it', async () => {
    const written = await orderPausedAt('2030-01-26T15:00:00Z', false, subscriptionOf({ orderPaused: true, nextDraftAt: null }));
    expect(written).toEqual([{ paused: false, nextDraftAt: startOfStoreDate('2030-02-12', ZONE) }]);
  });
});

describe("the customer's own pause and its resume", () => {
  it('when paused on Jan 25 and resumed the next day, then the next draft stays Mar 12, not Feb 12', async () => {
    const followed = await accountResumedAt('2030-01-25T15:00:00Z', '2030-01-26T15:00:00Z', subscriptionOf({ collectionPaused: true, accountRevision: 1 }));
    expect(followed).toEqual([{ paused: false, nextDraftAt: DEFERRED, pausedDays: 1 }]);
  });

  it('when resumed after the deferred draft day went by, then the next draft is the first draft day after the resume', async () => {
    const followed = await accountResumedAt('2030-03-01T15:00:00Z', '2030-03-20T15:00:00Z', subscriptionOf({ collectionPaused: true, accountRevision: 1 }));
    expect(followed).toEqual([{ paused: false, nextDraftAt: startOfStoreDate('2030-04-12', ZONE), pausedDays: 19 }]);
  });

  it("when an admin's pause of the order still holds it, then the draft date is left for that pause's end", async () => {
    const followed = await accountResumedAt('2030-01-25T15:00:00Z', '2030-01-26T15:00:00Z', subscriptionOf({ collectionPaused: true, orderPaused: true, accountRevision: 1 }));
    expect(followed).toEqual([{ paused: false, nextDraftAt: null, pausedDays: 1 }]);
  });
});
