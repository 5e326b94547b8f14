import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatLongDate, formatMonth, isIsoDate, monthGrid, weekdayOf, zonedClock } from './dates';

describe('calendar dates', () => {
  it('when days are added across a month, a year and a daylight-saving change, then the date is exact', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('when months are added, then the year rolls over both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('when a date is read, then its weekday counts from Sunday = 0', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekdayOf('2026-03-07')).toBe(6);
  });

  it('when a month is laid out, then weeks run Sunday to Saturday with blanks around the month', () => {
    const march = monthGrid({ year: 2026, month: 3 });
    // March 2026 starts on a Sunday and has 31 days: 5 weeks, the last with 4 blanks.
    expect(march).toHaveLength(5);
    expect(march[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(march[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);

    const may = monthGrid({ year: 2026, month: 5 });
    // May 2026 starts on a Friday: 5 blanks first, and 6 weeks in all.
    expect(may[0]).toEqual([null, null, null, null, null, '2026-05-01', '2026-05-02']);
    expect(may).toHaveLength(6);
    expect(may.flat().filter(Boolean)).toHaveLength(31);
  });

  it('when dates and months are shown, then they read as a person writes them', () => {
    expect(formatLongDate('2026-03-13')).toBe('Friday, March 13, 2026');
    expect(formatMonth({ year: 2026, month: 3 })).toBe('March 2026');
  });

  it('when a string is not a real date, then it is not taken for one', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('when the time is read in the delivery zone, then it is that zone’s date and clock, not the browser’s', () => {
    // 03:30 UTC on March 13 is still March 12, 11:30 PM in Indianapolis (EDT, UTC-4).
    const now = new Date(Date.UTC(2026, 2, 13, 3, 30));
    expect(zonedClock(now, 'America/Indiana/Indianapolis')).toEqual({ date: '2026-03-12', minutes: 23 * 60 + 30 });
    expect(zonedClock(now, 'UTC')).toEqual({ date: '2026-03-13', minutes: 3 * 60 + 30 });
  });
});
