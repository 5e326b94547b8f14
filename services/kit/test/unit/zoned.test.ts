import { addDays, daysBetween, isTimeZone, startOfStoreDate, storeDateOf } from '@rto/kit';

const INDY = 'America/Indiana/Indianapolis';

describe('store dates in a time zone', () => {
  it('when it is 23:30 in the store and already the next day in UTC, then the store date is still the store day', () => {
    // 00:30 EST (UTC-5) on Jan 12 is 05:30 UTC; 23:30 EST on Jan 11 is 04:30 UTC Jan 12.
    expect(storeDateOf(new Date('2027-01-12T05:30:00Z'), INDY)).toBe('2027-01-12');
    expect(storeDateOf(new Date('2027-01-12T04:30:00Z'), INDY)).toBe('2027-01-11');
    expect(storeDateOf(new Date('2027-01-12T04:30:00Z'), 'UTC')).toBe('2027-01-12');
  });

  it('when a store date starts, then it is 00:00 there, in winter and summer time alike', () => {
    expect(startOfStoreDate('2027-01-12', INDY).toISOString()).toBe('2027-01-12T05:00:00.000Z');
    expect(startOfStoreDate('2027-07-12', INDY).toISOString()).toBe('2027-07-12T04:00:00.000Z');
    // The days the clocks change (Mar 14 and Nov 7, 2027, at 02:00): midnight is still before the change.
    expect(startOfStoreDate('2027-03-14', INDY).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfStoreDate('2027-11-07', INDY).toISOString()).toBe('2027-11-07T04:00:00.000Z');
    expect(startOfStoreDate('2027-03-15', INDY).toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(startOfStoreDate('2027-01-12', 'Asia/Kolkata').toISOString()).toBe('2027-01-11T18:30:00.000Z');
  });

  it('when midnight is skipped by a clock change, then the day starts at its first instant', () => {
    // Santiago moves from 00:00 to 01:00 on Sep 5, 2027 (UTC-4 to UTC-3).
    const start = startOfStoreDate('2027-09-05', 'America/Santiago');
    expect(storeDateOf(start, 'America/Santiago')).toBe('2027-09-05');
    expect(storeDateOf(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2027-09-04');
  });

  it('when days are counted between store dates, then whole days across months, years and clock changes', () => {
    expect(daysBetween('2027-01-12', '2027-01-12')).toBe(0);
    expect(daysBetween('2027-01-12', '2027-02-11')).toBe(30);
    expect(daysBetween('2027-03-01', '2027-04-01')).toBe(31);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-12', '2027-01-09')).toBe(-3);
    expect(addDays('2027-01-30', 3)).toBe('2027-02-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('when a date or a zone is not one, then it is refused', () => {
    expect(() => daysBetween('2027-02-30', '2027-03-01')).toThrow(RangeError);
    expect(() => startOfStoreDate('12/01/2027', INDY)).toThrow(RangeError);
    expect(isTimeZone(INDY)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
