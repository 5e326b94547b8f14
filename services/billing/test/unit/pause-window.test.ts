import { daysPaused, nextPauseFrom, pauseEndsAt, pauseRefusal } from '../../src/domain/pause-window';

const limits = { maxDays: 30, everyMonths: 6 };
const ZONE = 'America/Indiana/Indianapolis';

describe("the limits of a customer's pause", () => {
  it('when a pause starts, then it ends by itself 30 days later', () => {
    expect(pauseEndsAt(new Date('2027-01-10T15:00:00Z'), limits).toISOString()).toBe('2027-02-09T15:00:00.000Z');
  });

  it('when the last pause started, then the next may start 6 months later, on the month\'s last day when it has no such day', () => {
    expect(nextPauseFrom(new Date('2027-01-10T15:00:00Z'), limits).toISOString()).toBe('2027-07-10T15:00:00.000Z');
    expect(nextPauseFrom(new Date('2027-08-31T15:00:00Z'), limits).toISOString()).toBe('2028-02-29T15:00:00.000Z');
    expect(nextPauseFrom(new Date('2027-12-15T15:00:00Z'), { ...limits, everyMonths: 1 }).toISOString()).toBe('2028-01-15T15:00:00.000Z');
  });

  it('when a pause comes within 6 months of the last start, then the refusal names both dates on the store calendar; from then on it is allowed', () => {
    const last = new Date('2027-01-10T15:00:00Z');
    expect(pauseRefusal(last, new Date('2027-03-01T00:00:00Z'), limits, ZONE)).toBe(
      'Billing can be paused once every 6 months. Your last pause started on January 10, 2027, so you can pause again on July 10, 2027.',
    );
    expect(pauseRefusal(last, new Date('2027-07-10T15:00:00Z'), limits, ZONE)).toBeNull();
    expect(pauseRefusal(null, new Date('2027-03-01T00:00:00Z'), limits, ZONE)).toBeNull();
  });

  it('when a pause ends, then the days paused are store days, across a change of the clocks, and none on the same day', () => {
    expect(daysPaused(new Date('2027-03-01T15:00:00Z'), new Date('2027-03-31T14:00:00Z'), ZONE)).toBe(30);
    expect(daysPaused(new Date('2027-03-01T15:00:00Z'), new Date('2027-03-01T20:00:00Z'), ZONE)).toBe(0);
    // 23:30 in Indianapolis is already the next day in UTC: still one store day.
    expect(daysPaused(new Date('2027-03-02T04:30:00Z'), new Date('2027-03-02T15:00:00Z'), ZONE)).toBe(1);
  });
});
