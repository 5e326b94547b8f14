import { nextDraftDate } from '../src/draft-day';

const at = (iso: string) => new Date(iso);

describe('the first draft date', () => {
  it('when the draft day is still to come this month, then it is this month', () => {
    expect(nextDraftDate(at('2026-11-03T15:00:00Z'), 5).toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });

  it('when the draft day is today or passed, then it is next month (today is paid at checkout)', () => {
    expect(nextDraftDate(at('2026-11-05T00:00:00Z'), 5).toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(nextDraftDate(at('2026-11-26T10:00:00Z'), 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('when it is December, then the next draft rolls into January of the next year', () => {
    expect(nextDraftDate(at('2026-12-29T08:00:00Z'), 28).toISOString()).toBe('2027-01-28T00:00:00.000Z');
  });

  it('when the draft day is not 1 to 28, then it throws', () => {
    for (const day of [0, 29, 1.5, Number.NaN]) expect(() => nextDraftDate(at('2026-11-03T00:00:00Z'), day)).toThrow(RangeError);
  });
});
