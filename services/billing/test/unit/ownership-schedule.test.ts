import { ownershipScheduleOf, type ScheduledSubscription } from '../../src/domain/ownership-schedule';

const ZONE = 'America/Indiana/Indianapolis';
const at = (iso: string) => new Date(iso);
const subscription = (overrides: Partial<ScheduledSubscription> = {}): ScheduledSubscription => ({
  status: 'active',
  draftDay: 15,
  nextDraftAt: at('2026-02-15T05:00:00Z'),
  collectionPaused: false,
  orderPaused: false,
  pausedDays: 0,
  ...overrides,
});
const now = at('2026-01-20T17:00:00Z');

describe("a running rental's ownership date", () => {
  it('when it is drafted on the 15th from Feb 15 with 1 payment made, then it is owned on Dec 15 of the next year', () => {
    expect(ownershipScheduleOf(subscription(), null, 1, now, ZONE)).toEqual({ ownershipDate: '2027-12-15', pausedDays: 0 });
  });

  it("when the provider keeps the schedule (no next draft stored), then the next draft day after today counts", () => {
    expect(ownershipScheduleOf(subscription({ nextDraftAt: null }), null, 1, now, ZONE).ownershipDate).toBe('2027-12-15');
  });

  it("when the customer's 30-day pause is in force, then it counts from the first draft after it ends, and its days are told", () => {
    const pause = { startedAt: at('2026-02-20T17:00:00Z'), endsAt: at('2026-03-22T17:00:00Z') };
    const paused = subscription({ collectionPaused: true, nextDraftAt: at('2026-03-15T04:00:00Z') });
    expect(ownershipScheduleOf(paused, pause, 2, at('2026-02-25T17:00:00Z'), ZONE)).toEqual({ ownershipDate: '2028-01-15', pausedDays: 30 });
  });

  it("when the customer's pause ends before the draft a delivery deferred, then it counts from that draft, not pulled in", () => {
    const pause = { startedAt: at('2026-01-25T17:00:00Z'), endsAt: at('2026-02-24T17:00:00Z') };
    const deferred = subscription({ collectionPaused: true, nextDraftAt: at('2026-04-15T04:00:00Z') });
    expect(ownershipScheduleOf(deferred, pause, 1, at('2026-01-26T17:00:00Z'), ZONE)).toEqual({ ownershipDate: '2028-02-15', pausedDays: 30 });
  });

  it('when a pause is over, then the days it moved it out stay told', () => {
    const resumed = subscription({ nextDraftAt: at('2026-04-15T04:00:00Z'), pausedDays: 30 });
    expect(ownershipScheduleOf(resumed, null, 2, at('2026-03-23T17:00:00Z'), ZONE)).toEqual({ ownershipDate: '2028-01-15', pausedDays: 30 });
  });

  it("when an admin's pause or suspend (no end) holds it, it is owned or not running, then no date", () => {
    expect(ownershipScheduleOf(subscription({ orderPaused: true }), null, 1, now, ZONE).ownershipDate).toBeNull();
    expect(ownershipScheduleOf(subscription({ collectionPaused: true }), null, 1, now, ZONE).ownershipDate).toBeNull();
    for (const status of ['owned', 'canceled', 'declined', 'starting']) expect(ownershipScheduleOf(subscription({ status }), null, 1, now, ZONE).ownershipDate).toBeNull();
    expect(ownershipScheduleOf(subscription(), null, 24, now, ZONE).ownershipDate).toBeNull();
  });
});
