import { isDraftDay, nextDraftDate, periodOf } from '../../src/domain/draft-schedule';

const at = (iso: string) => new Date(iso);

describe('the draft-day schedule', () => {
  it.each([
    ['before the draft day in the month', '2030-05-03T10:00:00Z', 15, '2030-05-15T00:00:00.000Z'],
    ['on the draft day itself', '2030-05-15T09:00:00Z', 15, '2030-06-15T00:00:00.000Z'],
    ['after the draft day', '2030-05-20T00:00:00Z', 15, '2030-06-15T00:00:00.000Z'],
    ['in December after the draft day', '2030-12-29T12:00:00Z', 1, '2031-01-01T00:00:00.000Z'],
    ['on a 28th in February', '2031-02-10T00:00:00Z', 28, '2031-02-28T00:00:00.000Z'],
    ['at the very moment of a draft', '2030-05-15T00:00:00Z', 15, '2030-06-15T00:00:00.000Z'],
  ])('when a payment is due next %s, then it is drafted on the next draft day', (_label, now, draftDay, expected) => {
    expect(nextDraftDate(at(now), draftDay).toISOString()).toBe(expected);
  });

  it('when drafts follow each other, then there is one a month on the draft day, each its own period', () => {
    let date = at('2030-11-20T00:00:00Z');
    const periods: string[] = [];
    for (let i = 0; i < 4; i++) {
      date = nextDraftDate(date, 5);
      periods.push(periodOf(date));
    }
    expect(periods).toEqual(['2030-12-05', '2031-01-05', '2031-02-05', '2031-03-05']);
  });

  it.each([[0], [29], [31], [1.5], [-1]])('when the draft day is %p, then it is not one', (day) => {
    expect(isDraftDay(day)).toBe(false);
    expect(() => nextDraftDate(at('2030-01-01T00:00:00Z'), day)).toThrow(RangeError);
  });

  it('when the draft day is 1 to 28, then it is one (every month has those days)', () => {
    expect(Array.from({ length: 28 }, (_, i) => i + 1).every(isDraftDay)).toBe(true);
  });
});
