import { draftAfterDelivery, draftOnResume, isDraftDay, nextDraftAt, nextDraftDate, periodOf } from '../../src/domain/draft-schedule';

const at = (iso: string) => new Date(iso);
const INDY = 'America/Indiana/Indianapolis';

describe('the draft-day schedule', () => {
  it.each([
    ['before the draft day in the month', '2030-05-03T10:00:00Z', 15, '2030-05-15T04:00:00.000Z'],
    ['on the draft day itself', '2030-05-15T09:00:00Z', 15, '2030-06-15T04:00:00.000Z'],
    ['after the draft day', '2030-05-20T00:00:00Z', 15, '2030-06-15T04:00:00.000Z'],
    ['in December after the draft day', '2030-12-29T12:00:00Z', 1, '2031-01-01T05:00:00.000Z'],
    ['on a 28th in February', '2031-02-10T00:00:00Z', 28, '2031-02-28T05:00:00.000Z'],
    ['at the very moment of a draft', '2030-05-15T04:00:00Z', 15, '2030-06-15T04:00:00.000Z'],
    ['on the eve of the draft day, when UTC is already on it', '2030-05-15T02:00:00Z', 15, '2030-05-15T04:00:00.000Z'],
  ])('when a payment is due next %s, then it is drafted at 00:00 store time of the next draft day', (_label, now, draftDay, expected) => {
    expect(nextDraftAt(at(now), draftDay, INDY).toISOString()).toBe(expected);
  });

  it('when drafts follow each other, then there is one a month on the draft day, each its own period (the store date)', () => {
    let date = at('2030-11-20T00:00:00Z');
    const periods: string[] = [];
    for (let i = 0; i < 4; i++) {
      date = nextDraftAt(date, 5, INDY);
      periods.push(periodOf(date, 5, INDY));
    }
    expect(periods).toEqual(['2030-12-05', '2031-01-05', '2031-02-05', '2031-03-05']);
  });

  it.each([[0], [29], [31], [1.5], [-1]])('when the draft day is %p, then it is not one', (day) => {
    expect(isDraftDay(day)).toBe(false);
    expect(() => nextDraftDate(at('2030-01-01T00:00:00Z'), day, INDY)).toThrow(RangeError);
  });

  it('when the draft day is 1 to 28, then it is one (every month has those days)', () => {
    expect(Array.from({ length: 28 }, (_, i) => i + 1).every(isDraftDay)).toBe(true);
  });

  it.each([
    ['a delivery before the draft day', '2030-12-22T20:00:00Z', 15, '2031-02-15T05:00:00.000Z'],
    ['a delivery on the draft day', '2030-12-15T20:00:00Z', 15, '2031-01-15T05:00:00.000Z'],
    ['a delivery just after the draft day', '2030-12-16T20:00:00Z', 15, '2031-02-15T05:00:00.000Z'],
    ['a delivery on January 31 (a month later is February 28)', '2031-01-31T20:00:00Z', 28, '2031-02-28T05:00:00.000Z'],
    ['a delivery late in the evening, store time (the next UTC day)', '2030-12-16T03:00:00Z', 15, '2031-01-15T05:00:00.000Z'],
  ])('when the term starts at %s, then the next draft is the first draft day a month or more after it', (_label, deliveredAt, draftDay, expected) => {
    expect(draftAfterDelivery(at(deliveredAt), draftDay, INDY).toISOString()).toBe(expected);
  });

  it('when a pause ends, then the next draft is the later of the one scheduled before it and the first draft day after the resume', () => {
    const scheduled = at('2030-03-12T04:00:00Z');
    expect(draftOnResume(scheduled, at('2030-02-12T05:00:00Z'))).toBe(scheduled);
    expect(draftOnResume(scheduled, at('2030-04-12T04:00:00Z'))).toEqual(at('2030-04-12T04:00:00Z'));
    expect(draftOnResume(null, at('2030-02-12T05:00:00Z'))).toEqual(at('2030-02-12T05:00:00Z'));
    expect(draftOnResume(null, null)).toBeNull();
  });
});
