import { nextDraftDate, STORE_TIME_ZONE } from '../src/draft-day';

const at = (iso: string) => new Date(iso);

describe('the first draft date', () => {
  it('when the draft day is still to come this month, then it is this month', () => {
    expect(nextDraftDate(at('2026-11-03T15:00:00Z'), 5, 'UTC')).toBe('2026-11-05');
  });

  it('when the draft day is today or passed, then it is next month (today is paid at checkout)', () => {
    expect(nextDraftDate(at('2026-11-05T00:00:00Z'), 5, 'UTC')).toBe('2026-12-05');
    expect(nextDraftDate(at('2026-11-26T10:00:00Z'), 1, 'UTC')).toBe('2026-12-01');
  });

  it('when it is December, then the next draft rolls into January of the next year', () => {
    expect(nextDraftDate(at('2026-12-29T08:00:00Z'), 28, 'UTC')).toBe('2027-01-28');
  });

  it("when UTC is already on the draft day but the store is not yet, then the store's calendar decides", () => {
    // 19:00 on Nov 4 in Indianapolis is 00:00 on Nov 5 in UTC: the 5th is still to come in the store.
    expect(nextDraftDate(at('2026-11-05T00:00:00Z'), 5, STORE_TIME_ZONE)).toBe('2026-11-05');
    // 00:30 on Nov 5 in Tokyo is still Nov 4 in UTC: the store's 5th has come, the next draft is December's.
    expect(nextDraftDate(at('2026-11-04T15:30:00Z'), 5, 'Asia/Tokyo')).toBe('2026-12-05');
  });

  it('when the draft day is not 1 to 28, then it throws', () => {
    for (const day of [0, 29, 1.5, Number.NaN]) expect(() => nextDraftDate(at('2026-11-03T00:00:00Z'), day, 'UTC')).toThrow(RangeError);
  });
});
